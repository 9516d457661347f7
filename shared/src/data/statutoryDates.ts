import { VAT } from './countryFacts.ts';
import { E_INVOICING } from './eInvoicing.ts';
import { SCHEME_RULES } from './schemeRules.ts';

/**
 * Dates and thresholds the law sets, as the blog and the docs quote them (`%DATE:id%`,
 * `%STATUTE:id%`). Where another data module already holds the fact (Finland's VAT change,
 * Germany's e-invoicing duties), the entry reads it from there, so it is written once. Each entry
 * names the public page it comes from and the day we read it.
 */
export interface StatutoryDate {
  /** ISO date the rule takes (or took) effect. */
  date: string;
  /** What happens on that day, for the people who edit this file. */
  what: string;
  source: string;
  checked: string;
}

/** A figure a rule sets: an amount, a rate or a period, with its unit. */
export interface StatutoryFigure {
  amount: number;
  unit: 'DKK' | 'NOK' | 'EUR' | '%' | 'days' | 'weeks' | 'months' | 'years';
  what: string;
  source: string;
  checked: string;
}

const CHECKED = '2026-11-27';

const DK_BOOKKEEPING_ACT = 'https://www.retsinformation.dk/eli/lta/2022/700';
const DK_DIGITAL_2026 =
  'https://fdr.dk/digital-bogfoering-for-personligt-ejede-virksomheder-og-foreninger-m-fl-traeder-i-kraft-den-1-januar-2026/';

function since(value: string | undefined, id: string): string {
  if (!value) throw new Error(`statutory date ${id}: the source data states no date`);
  return value;
}

const deDuty = (index: number) => {
  const duty = E_INVOICING.DE.business[index];
  if (!duty) throw new Error(`statutory date: no German e-invoicing duty ${index}`);
  return duty;
};

export const STATUTORY_DATES = {
  /** Finland's standard VAT rate went to 25.5 %. */
  fiVatChange: {
    date: since(VAT.FI.value.since, 'fiVatChange'),
    what: 'Finland: standard VAT rate changed to the current rate',
    source: VAT.FI.source,
    checked: VAT.FI.checked,
  },
  /** Every German business must be able to receive a structured e-invoice. */
  deReceive: {
    date: deDuty(0).from,
    what: 'Germany: every business must be able to receive e-invoices (B2B)',
    source: E_INVOICING.DE.source,
    checked: E_INVOICING.DE.checked,
  },
  /** German businesses above the turnover threshold must issue e-invoices. */
  deIssueLarge: {
    date: deDuty(1).from,
    what: 'Germany: businesses above the turnover threshold must issue e-invoices (B2B)',
    source: E_INVOICING.DE.source,
    checked: E_INVOICING.DE.checked,
  },
  /** Every German business must issue e-invoices. */
  deIssueAll: {
    date: deDuty(2).from,
    what: 'Germany: every business must issue e-invoices (B2B)',
    source: E_INVOICING.DE.source,
    checked: E_INVOICING.DE.checked,
  },
  /** Denmark: companies filing annual reports that use a registered standard system must keep digital books. */
  dkDigitalRegistered: {
    date: '2024-07-01',
    what: 'Denmark: digital bookkeeping for companies filing annual reports, on a registered standard system (from the first financial year starting on or after)',
    source: DK_BOOKKEEPING_ACT,
    checked: CHECKED,
  },
  /** Denmark: the same duty for companies on a non-registered or purpose-built system. */
  dkDigitalOwnSystem: {
    date: '2025-01-01',
    what: 'Denmark: digital bookkeeping for companies filing annual reports, on a non-registered or purpose-built system',
    source: DK_BOOKKEEPING_ACT,
    checked: CHECKED,
  },
  /** Denmark: sole traders and associations above the turnover threshold. */
  dkDigitalSoleTraders: {
    date: '2026-01-01',
    what: 'Denmark: digital bookkeeping for businesses without an annual report duty above the turnover threshold',
    source: DK_DIGITAL_2026,
    checked: CHECKED,
  },
  /** Norway: suppliers to the public sector must send EHF invoices. */
  noEhfPublicSector: {
    date: '2019-04-01',
    what: 'Norway: e-invoices (EHF) mandatory for suppliers to public buyers',
    source: 'https://anskaffelser.no/verktoy/veiledere/ehf-og-peppol',
    checked: CHECKED,
  },
} as const satisfies Record<string, StatutoryDate>;

export const STATUTORY_FIGURES = {
  /** Germany: previous-year turnover above which e-invoices must be issued from `deIssueLarge`. */
  deIssueTurnover: {
    amount: deDuty(1).turnoverAboveEur ?? 0,
    unit: 'EUR',
    what: 'Germany: previous-year turnover above which a business must issue e-invoices from the first step',
    source: E_INVOICING.DE.source,
    checked: E_INVOICING.DE.checked,
  },
  /** Denmark: net turnover in each of two years above which a sole trader must keep digital books. */
  dkDigitalTurnover: {
    amount: 300_000,
    unit: 'DKK',
    what: 'Denmark: net turnover in each of two consecutive years above which a business without an annual report duty must keep digital books',
    source: DK_DIGITAL_2026,
    checked: CHECKED,
  },
  /** Finland: the standard VAT rate before the change on `fiVatChange`. */
  fiVatBefore: {
    amount: 24,
    unit: '%',
    what: 'Finland: standard VAT rate until the change',
    source: VAT.FI.source,
    checked: VAT.FI.checked,
  },
  /** SEPA Core: the payer may ask for a refund of an authorised collection within this period. */
  // The SEPA figures are the scheme's rules (schemeRules.ts, which the docs quote): one source.
  sepaRefundWeeks: {
    amount: SCHEME_RULES.sepaCore.refundWeeks.value,
    unit: 'weeks',
    what: 'SEPA Core Direct Debit: refund right for an authorised collection, no questions asked',
    source: SCHEME_RULES.sepaCore.refundWeeks.source,
    checked: SCHEME_RULES.sepaCore.refundWeeks.checked,
  },
  /** SEPA: the default notice before a collection, unless the parties agree another. */
  sepaPreNotificationDays: {
    amount: SCHEME_RULES.sepaCore.preNotificationDays.value,
    unit: 'days',
    what: 'SEPA Direct Debit: default pre-notification period before a collection, unless agreed otherwise',
    source: SCHEME_RULES.sepaCore.preNotificationDays.source,
    checked: SCHEME_RULES.sepaCore.preNotificationDays.checked,
  },
  /** Denmark: how long the accounting records are kept (from the end of the financial year). */
  dkRetentionYears: {
    amount: 5,
    unit: 'years',
    what: 'Denmark: retention of accounting records, from the end of the financial year they concern',
    source: DK_BOOKKEEPING_ACT,
    checked: CHECKED,
  },
  /** Norway: how long primary documentation is kept (from the end of the financial year). */
  noRetentionYears: {
    amount: 5,
    unit: 'years',
    what: 'Norway: retention of primary documentation (bokføringsloven § 13), from the end of the financial year',
    source: 'https://lovdata.no/dokument/NL/lov/2004-11-19-73',
    checked: CHECKED,
  },
} as const satisfies Record<string, StatutoryFigure>;

export type StatutoryDateId = keyof typeof STATUTORY_DATES;
export type StatutoryFigureId = keyof typeof STATUTORY_FIGURES;

export const isStatutoryDateId = (id: string): id is StatutoryDateId => Object.hasOwn(STATUTORY_DATES, id);
export const isStatutoryFigureId = (id: string): id is StatutoryFigureId =>
  Object.hasOwn(STATUTORY_FIGURES, id);
