import {
  countryFacts,
  type ExampleCountry,
  type ExampleInvoice,
  type ExampleInvoiceStatus,
  EXAMPLES,
  type FactCountry,
  VAT,
} from '@web/shared';

/**
 * The figures the drawn product views show, per country. The invoice list and the subscription
 * come from the country's example set in shared (`EXAMPLES`, all five countries): a German page
 * shows German companies in EUR, a Norwegian one Norwegian companies in NOK. The ERP posting and
 * deviation views need statutory facts (chart of accounts, reminder fee), kept for Denmark and
 * Norway: a Norwegian page posts to Fiken on NS 4102 accounts, every other page to e-conomic
 * (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md). Every total is worked out
 * here from the rows, never typed, and `viewData.test.ts` checks that journals balance.
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

/** What the ERP and deviation views need beyond the examples: statutory facts, so Denmark and Norway only. */
export interface CountryViewData {
  country: FactCountry;
  currency: 'DKK' | 'NOK';
  erpName: string;
  /** Net amount of the invoice the ERP view posts, before VAT. */
  postedInvoiceNet: number;
  deviations: readonly DeviationRow[];
}

const fromExample = (country: FactCountry) => ({
  country,
  currency: EXAMPLES[country].currency as 'DKK' | 'NOK',
  erpName: EXAMPLES[country].erp,
});

export const VIEW_DATA: Record<FactCountry, CountryViewData> = {
  DK: {
    ...fromExample('DK'),
    postedInvoiceNet: 1600,
    deviations: [
      { invoice: 10391, billed: 4980, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 10417, billed: 1868.75, erp: 1495, cause: 'view.deviations.cause.edited' },
    ],
  },
  NO: {
    ...fromExample('NO'),
    postedInvoiceNet: 2400,
    deviations: [
      { invoice: 20188, billed: 7500, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 20207, billed: 2987.5, erp: 2390, cause: 'view.deviations.cause.edited' },
    ],
  },
};

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
 * The journal the ERP view shows: one invoice (revenue and VAT) with a reminder fee at the
 * country's statutory maximum. The fee is outside VAT, so it has its own account and no VAT line;
 * the customer's account is debited with everything the customer owes.
 */
export function postingJournal(country: FactCountry): JournalLine[] {
  const { chartOfAccounts, reminderFee } = countryFacts(country);
  const accounts = chartOfAccounts.value;
  const net = VIEW_DATA[country].postedInvoiceNet;
  const credits: JournalLine[] = [
    { account: accounts.revenue, text: 'view.erp.line.revenue', amount: -net },
    { account: accounts.vatPayable, text: 'view.erp.line.vat', amount: -toOre(net * vatFraction(country)) },
    { account: accounts.reminderFees, text: 'view.erp.line.fee', amount: -reminderFee.value.amount },
  ];
  const owed = toOre(-credits.reduce((sum, line) => sum + line.amount, 0));
  return [{ account: accounts.receivables, text: 'view.erp.line.debtors', amount: owed }, ...credits];
}

/** Debits minus credits of a journal, in øre-rounded kroner: 0 when it balances. */
export function journalImbalance(lines: readonly JournalLine[]): number {
  return toOre(lines.reduce((sum, line) => sum + line.amount, 0));
}
