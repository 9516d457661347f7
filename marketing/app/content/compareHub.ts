import type { ContentLanguage } from '@web/shared';
import { replaceBrandTokens, replaceFigureTokens } from '@web/shared';
import type { ComparisonFile } from './comparisonFile';

/** The rivals with a comparison page, in the order the hub shows them (content/compare/{rival}.mdx). */
export const HUB_RIVALS = ['stripe-billing', 'chargebee', 'recurly', 'upodi'] as const;
export type HubRival = (typeof HUB_RIVALS)[number];

/**
 * The points a buyer weighs, and which row of each comparison page (by its English label)
 * answers it. The hub takes that row's rival cell, with its source and the page's review date,
 * from the comparison file itself: a fact is written once, on its comparison page.
 */
export const HUB_POINTS = [
  {
    id: 'pricing',
    rows: {
      'stripe-billing': 'Pricing model',
      chargebee: 'Pricing as you grow',
      recurly: 'Pricing model',
      upodi: 'Pricing model',
    },
  },
  {
    id: 'nordicDirectDebit',
    rows: {
      'stripe-billing': 'Direct debit in Denmark and Norway',
      chargebee: 'Direct debit',
      recurly: 'Direct debit in Denmark and Norway',
      upodi: 'Betalingsservice',
    },
  },
  {
    id: 'eInvoicing',
    rows: {
      'stripe-billing': 'E-invoicing',
      chargebee: 'E-invoicing',
      recurly: 'E-invoicing',
      upodi: 'E-invoicing',
    },
  },
  {
    id: 'bookkeeping',
    rows: {
      'stripe-billing': 'Bookkeeping',
      chargebee: 'Bookkeeping',
      recurly: 'Bookkeeping',
      upodi: 'Bookkeeping',
    },
  },
  {
    id: 'reconciliation',
    rows: {
      'stripe-billing': 'Reconciliation',
      chargebee: 'Reconciliation',
      recurly: 'Reconciliation',
      upodi: 'Reconciliation',
    },
  },
  {
    id: 'reminders',
    rows: { 'stripe-billing': 'Reminders', chargebee: 'Reminders', recurly: 'Reminders', upodi: 'Reminders' },
  },
  {
    id: 'revenueReporting',
    rows: {
      'stripe-billing': 'Revenue reporting',
      chargebee: 'Revenue reporting',
      recurly: 'Revenue reporting',
      upodi: 'Revenue reporting',
    },
  },
  {
    id: 'markets',
    rows: {
      'stripe-billing': 'Markets and support',
      chargebee: 'Markets and support',
      recurly: 'Markets and support',
      upodi: 'Markets and support',
    },
  },
] as const satisfies readonly { id: string; rows: Record<HubRival, string> }[];

export type HubPointId = (typeof HUB_POINTS)[number]['id'];

/** One hub cell: the rival's cell text, and the source it cites (none for a "not stated" cell). */
export interface HubCell {
  text: string;
  source?: { label: string; url: string };
}

/** One rival's column: its name, its comparison page, the day that page was checked, its cells by point. */
export interface HubColumn {
  rival: HubRival;
  name: string;
  href: string;
  reviewed: string;
  cells: Record<HubPointId, HubCell>;
}

/**
 * A rival's hub column from its comparison file in the reader's language and the English one
 * (whose row labels the points name; the translated files keep the English rows' order, which
 * content/compare.test.ts checks). Tokens are filled as on the comparison page.
 */
export function hubColumn(
  rival: HubRival,
  file: ComparisonFile,
  english: ComparisonFile,
  language: ContentLanguage,
): HubColumn {
  const fill = (text: string) => replaceFigureTokens(replaceBrandTokens(text), language);
  const cells = Object.fromEntries(
    HUB_POINTS.map((point) => {
      const index = english.rows.findIndex((row) => row.label === point.rows[rival]);
      const cell = file.rows[index]?.cells[1];
      if (index < 0 || cell === undefined || typeof cell === 'boolean') {
        throw new Error(`compare hub: content/compare/${rival} has no row "${point.rows[rival]}" to quote`);
      }
      if (typeof cell === 'string') return [point.id, { text: fill(cell) }];
      const source = cell.source === undefined ? undefined : file.sources[cell.source - 1];
      if (cell.source !== undefined && !source) {
        throw new Error(
          `compare hub: content/compare/${rival} cites source ${cell.source}, which it does not list`,
        );
      }
      return [point.id, { text: fill(cell.text), ...(source ? { source } : {}) }];
    }),
  ) as Record<HubPointId, HubCell>;
  return {
    rival,
    name: file.columns[1] ?? rival,
    href: `/compare/${rival}`,
    reviewed: file.reviewed,
    cells,
  };
}
