import {
  countryFacts,
  type CountryExample,
  type ExampleCountry,
  type ExampleInvoice,
  type ExampleInvoiceStatus,
  EXAMPLES,
  type FactCountry,
  FACT_COUNTRIES,
  VAT,
} from '@web/shared';

/**
 * The figures the drawn product views show, per country. The invoice list and the subscription
 * come from the country's example set in shared (`EXAMPLES`, all five countries): a German page
 * shows German companies in EUR, a Norwegian one Norwegian companies in NOK. The ERP posting and
 * deviation views show the example company's ERP (one the integrations offer in the country) on
 * accounts of the chart that ERP's users keep: for Denmark and Norway the statutory facts in
 * shared (chart of accounts, reminder fee), for Sweden the BAS chart, for Finland the standard
 * Finnish chart (tililuettelo) and for Germany DATEV's SKR03. Only Denmark and Norway post a
 * reminder fee: their maximum is a fact we keep and cite; elsewhere the view posts the invoice
 * alone. Every total is worked out here from the rows, never typed, and `viewData.test.ts`
 * checks that journals balance and that each deviation is an invoice of the view's country.
 */

export type InvoiceStatus = ExampleInvoiceStatus;
export type InvoiceRow = ExampleInvoice;

/** One line of a journal entry: positive is a debit, negative a credit. */
export interface JournalLine {
  account: number;
  /** Message id of the line's text. */
  text: string;
  amount: number;
}

export interface DeviationRow {
  invoice: number;
  billed: number;
  erp: number;
  /** Message id of the cause. */
  cause: string;
}

/** The accounts a journal posts to. */
export interface ViewAccounts {
  /** The chart they come from, as its users name it. */
  chart: string;
  receivables: number;
  revenue: number;
  vatPayable: number;
  /** Where a reminder fee goes, for the countries whose statutory fee we keep (DK, NO). */
  reminderFees?: number;
}

/** What the ERP and deviation views need beyond the example set. */
export interface CountryViewData {
  country: ExampleCountry;
  currency: CountryExample['currency'];
  erpName: string;
  accounts: ViewAccounts;
  /** Net amount of the invoice the ERP view posts, before VAT. */
  postedInvoiceNet: number;
  deviations: readonly DeviationRow[];
}

const fromExample = (country: ExampleCountry) => ({
  country,
  currency: EXAMPLES[country].currency,
  erpName: EXAMPLES[country].erp,
});

/** Denmark's and Norway's accounts come from the statutory facts, with the reminder fee's own account. */
const factAccounts = (country: FactCountry): ViewAccounts => {
  const chart = countryFacts(country).chartOfAccounts.value;
  return {
    chart: chart.name,
    receivables: chart.receivables,
    revenue: chart.revenue,
    vatPayable: chart.vatPayable,
    reminderFees: chart.reminderFees,
  };
};

export const VIEW_DATA: Record<ExampleCountry, CountryViewData> = {
  DK: {
    ...fromExample('DK'),
    accounts: factAccounts('DK'),
    postedInvoiceNet: 1600,
    deviations: [
      { invoice: 10391, billed: 4980, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 10417, billed: 1868.75, erp: 1495, cause: 'view.deviations.cause.edited' },
    ],
  },
  NO: {
    ...fromExample('NO'),
    accounts: factAccounts('NO'),
    postedInvoiceNet: 2400,
    deviations: [
      { invoice: 20188, billed: 7500, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 20207, billed: 2987.5, erp: 2390, cause: 'view.deviations.cause.edited' },
    ],
  },
  SE: {
    ...fromExample('SE'),
    // BAS: 1510 Kundfordringar, 3001 Försäljning inom Sverige 25 % moms, 2611 Utgående moms 25 %.
    accounts: { chart: 'BAS-kontoplanen', receivables: 1510, revenue: 3001, vatPayable: 2611 },
    postedInvoiceNet: 1990,
    deviations: [
      { invoice: 30188, billed: 9375, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 30211, billed: 2487.5, erp: 1990, cause: 'view.deviations.cause.edited' },
    ],
  },
  FI: {
    ...fromExample('FI'),
    // Tililuettelo as Netvisor and Procountor ship it: 1700 Myyntisaamiset, 3000 Myynti, 2939 Arvonlisäverovelka.
    accounts: { chart: 'tililuettelo', receivables: 1700, revenue: 3000, vatPayable: 2939 },
    postedInvoiceNet: 250,
    deviations: [
      { invoice: 40087, billed: 1255, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 40111, billed: 313.75, erp: 250, cause: 'view.deviations.cause.edited' },
    ],
  },
  DE: {
    ...fromExample('DE'),
    // SKR03: 1400 Forderungen aus Lieferungen und Leistungen, 8400 Erlöse 19 % USt, 1776 Umsatzsteuer 19 %.
    accounts: { chart: 'SKR03', receivables: 1400, revenue: 8400, vatPayable: 1776 },
    postedInvoiceNet: 250,
    deviations: [
      { invoice: 50098, billed: 1190, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 50121, billed: 297.5, erp: 250, cause: 'view.deviations.cause.edited' },
    ],
  },
};

/** Whether a country's statutory facts (reminder fee, chart of accounts) are kept. */
const isFactCountry = (country: ExampleCountry): country is FactCountry =>
  (FACT_COUNTRIES as readonly string[]).includes(country);

/** Rounds to øre, the way an invoice line is rounded. */
const toOre = (amount: number) => Math.round(amount * 100) / 100;

/** The VAT rate of a country as a fraction (0.25). */
export function vatFraction(country: ExampleCountry): number {
  return VAT[country].value.ratePercent / 100;
}

/**
 * The lines and totals of the subscription's next invoice, a quarter in advance: the plan and
 * the seats for three months, and the country's VAT.
 */
export function subscriptionTotals(country: ExampleCountry) {
  const { planMonthly, seatMonthly, seats, monthsPerInvoice } = EXAMPLES[country].subscription;
  const plan = toOre(planMonthly * monthsPerInvoice);
  const seatsAmount = toOre(seatMonthly * seats * monthsPerInvoice);
  const net = toOre(plan + seatsAmount);
  const vat = toOre(net * vatFraction(country));
  return { plan, seats: seatsAmount, net, vat, total: toOre(net + vat) };
}

/**
 * The journal the ERP view shows: one invoice (revenue and VAT) and, where we keep the country's
 * statutory maximum (Denmark, Norway), a reminder fee at that maximum. The fee is outside VAT, so
 * it has its own account and no VAT line; the customer's account is debited with everything the
 * customer owes.
 */
export function postingJournal(country: ExampleCountry): JournalLine[] {
  const { accounts, postedInvoiceNet: net } = VIEW_DATA[country];
  const credits: JournalLine[] = [
    { account: accounts.revenue, text: 'view.erp.line.revenue', amount: -net },
    { account: accounts.vatPayable, text: 'view.erp.line.vat', amount: -toOre(net * vatFraction(country)) },
  ];
  if (accounts.reminderFees !== undefined && isFactCountry(country))
    credits.push({
      account: accounts.reminderFees,
      text: 'view.erp.line.fee',
      amount: -countryFacts(country).reminderFee.value.amount,
    });
  const owed = toOre(-credits.reduce((sum, line) => sum + line.amount, 0));
  return [{ account: accounts.receivables, text: 'view.erp.line.debtors', amount: owed }, ...credits];
}

/** Debits minus credits of a journal, in øre-rounded kroner: 0 when it balances. */
export function journalImbalance(lines: readonly JournalLine[]): number {
  return toOre(lines.reduce((sum, line) => sum + line.amount, 0));
}
