import { EXTERNAL_URLS } from '../brand';
import { INTEGRATION_SUMMARIES } from './integrationList';
import { DOCS_PATHS, PATHS } from '../paths';

/**
 * The header menu as data (the spec's Navigation item, Section and Link). Titles and
 * descriptions are message ids, or literal names where marked `literal` (service names).
 */
export interface NavLink {
  title: string;
  href: string;
  description?: string;
  icon?: string;
  /** `_blank` for pages on other hosts. */
  target?: '_blank';
  /** The title is a name, not a message id. */
  literal?: boolean;
  /** A literal title's own forms in other languages (a generic entry such as "Other banks"). */
  titles?: Partial<Record<string, string>>;
  /** Values for the message (counts). */
  values?: Record<string, number>;
}

export interface NavSection {
  title: string;
  bgColor?: string;
  links: NavLink[];
}

export interface NavItem {
  title: string;
  href?: string;
  sections?: NavSection[];
  /** Drawn as a stand-out entry. */
  highlight?: boolean;
  icon?: string;
}

const external = (title: string, href: string, description?: string): NavLink => ({
  title,
  href,
  target: '_blank',
  ...(description ? { description } : {}),
});

const link = (key: string, href: string, icon?: string): NavLink => ({
  title: `nav.${key}.title`,
  description: `nav.${key}.description`,
  href,
  ...(icon ? { icon } : {}),
});

const integrationLinks = (category: 'erp' | 'bank'): NavLink[] =>
  INTEGRATION_SUMMARIES.filter((integration) => integration.category === category).map(
    ({ title: { en, ...translated }, link }) => ({
      title: en,
      href: link,
      literal: true,
      ...(Object.keys(translated).length > 0 ? { titles: translated } : {}),
    }),
  );

/** The header's item set, for every language. */
export const DEFAULT_NAVIGATION: NavItem[] = [
  {
    title: 'nav.product',
    sections: [
      {
        title: 'nav.product.section',
        links: [
          link('billing', PATHS.billing, 'repeat'),
          link('selfService', PATHS.selfService, 'user'),
          link('accounting', PATHS.accounting, 'book'),
          link('reporting', PATHS.reporting, 'chart'),
          link('expenses', PATHS.expenses, 'receipt'),
          link('ai', PATHS.ai, 'spark'),
        ],
      },
    ],
  },
  {
    title: 'nav.solutions',
    sections: [
      {
        title: 'nav.solutions.section',
        links: [
          link('founders', PATHS.founders, 'rocket'),
          link('finance', PATHS.finance, 'ledger'),
          link('developers', PATHS.developers, 'code'),
        ],
      },
    ],
  },
  {
    title: 'nav.integrations',
    sections: [
      { title: 'nav.integrations.erp', links: integrationLinks('erp') },
      { title: 'nav.integrations.banks', links: integrationLinks('bank') },
      {
        title: 'nav.integrations.more',
        bgColor: 'var(--bv-sand)',
        links: [
          {
            title: 'nav.integrations.all',
            href: PATHS.integrations,
            values: { count: INTEGRATION_SUMMARIES.length },
          },
        ],
      },
    ],
  },
  {
    title: 'nav.resources',
    sections: [
      {
        title: 'nav.resources.learn',
        links: [
          link('docs', DOCS_PATHS.home, 'book'),
          link('apiReference', DOCS_PATHS.apiReference),
          link('blog', PATHS.blog),
          link('cases', PATHS.cases),
          link('dictionary', PATHS.dictionary),
          link('compare', PATHS.compare),
        ],
      },
      {
        title: 'nav.resources.tools',
        links: [
          link('calculator', PATHS.calculator, 'calculator'),
          link('roadmap', PATHS.roadmap),
          external('nav.status.title', EXTERNAL_URLS.statusPage, 'nav.status.description'),
        ],
      },
    ],
  },
  {
    title: 'nav.company',
    sections: [
      {
        title: 'nav.company.section',
        links: [
          link('about', PATHS.about),
          link('careers', PATHS.careers),
          link('partners', PATHS.partners),
          link('contact', PATHS.contact),
          link('legal', PATHS.legal),
        ],
      },
    ],
  },
  { title: 'nav.pricing', href: PATHS.pricing, highlight: true },
];

/**
 * The item set for a language. Navigation is the same in every language (titles are message
 * ids, translated where drawn), so every language gets the default set.
 */
export function navigationFor(_language: string): NavItem[] {
  return DEFAULT_NAVIGATION;
}

/** Every link of an item, across its sections. */
export function itemLinks(item: NavItem): NavLink[] {
  return (item.sections ?? []).flatMap((section) => section.links);
}

/** The group that links to the page at `path` (unprefixed): the mobile menu opens it by itself. */
export function groupHolding(items: NavItem[], path: string): NavItem | null {
  return items.find((item) => itemLinks(item).some((link) => link.href === path)) ?? null;
}
