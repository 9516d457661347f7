import { countryFacts, type FactCountry } from '@web/shared';

/**
 * The figures the drawn product views show, per country: a Danish page shows a Danish company's
 * invoices in DKK posted to e-conomic, a Norwegian page a Norwegian company's invoices in NOK
 * posted to Fiken on NS 4102 accounts (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md). Every total is worked
 * out here from the rows, never typed, and `viewData.test.ts` checks that journals balance.
 * The customers and amounts are illustrations, not customer data.
 */

export type InvoiceStatus = 'paid' | 'sent' | 'overdue' | 'draft';

export interface InvoiceRow {
  number: number;
  customer: string;
  /** Invoice total including VAT. */
  amount: number;
  status: InvoiceStatus;
}

/** A subscription on a plan with extra seats; the billing page's worked example uses the same figures. */
export interface SubscriptionExample {
  customer: string;
  planMonthly: number;
  seatMonthly: number;
  seats: number;
}

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

export interface CountryViewData {
  country: FactCountry;
  currency: 'DKK' | 'NOK';
  erpName: string;
  invoices: readonly InvoiceRow[];
  subscription: SubscriptionExample;
  /** Net amount of the invoice the ERP view posts, before VAT. */
  postedInvoiceNet: number;
  deviations: readonly DeviationRow[];
}

export const VIEW_DATA: Record<FactCountry, CountryViewData> = {
  DK: {
    country: 'DK',
    currency: 'DKK',
    erpName: 'e-conomic',
    invoices: [
      { number: 10482, customer: 'Nordhavn Yoga', amount: 1868.75, status: 'paid' },
      { number: 10483, customer: 'Fjordline IT', amount: 12450, status: 'sent' },
      { number: 10484, customer: 'Bakkegaard Studio', amount: 3120, status: 'overdue' },
      { number: 10485, customer: 'Vesterbro Regnskab', amount: 6240, status: 'draft' },
    ],
    subscription: { customer: 'Fjordlys ApS', planMonthly: 2400, seatMonthly: 150, seats: 3 },
    postedInvoiceNet: 1600,
    deviations: [
      { invoice: 10391, billed: 4980, erp: 0, cause: 'view.deviations.cause.closed' },
      { invoice: 10417, billed: 1868.75, erp: 1495, cause: 'view.deviations.cause.edited' },
    ],
  },
  NO: {
    country: 'NO',
    currency: 'NOK',
    erpName: 'Fiken',
    invoices: [
      { number: 20311, customer: 'Grünerløkka Yoga', amount: 2987.5, status: 'paid' },
      { number: 20312, customer: 'Fjordline IT', amount: 18750, status: 'sent' },
      { number: 20313, customer: 'Bryggen Studio', amount: 4875, status: 'overdue' },
      { number: 20314, customer: 'Solvik Regnskap', amount: 9750, status: 'draft' },
    ],
    subscription: { customer: 'Fjordlys AS', planMonthly: 3600, seatMonthly: 225, seats: 3 },
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
export function vatFraction(country: FactCountry): number {
  return countryFacts(country).vat.value.ratePercent / 100;
}

/** A subscription's monthly lines and totals, computed from the plan, the seats and the country's VAT rate. */
export function subscriptionTotals(country: FactCountry) {
  const { planMonthly, seatMonthly, seats } = VIEW_DATA[country].subscription;
  const seatsAmount = toOre(seatMonthly * seats);
  const net = toOre(planMonthly + seatsAmount);
  const vat = toOre(net * vatFraction(country));
  return { plan: planMonthly, seats: seatsAmount, net, vat, total: toOre(net + vat) };
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
