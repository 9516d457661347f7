import { isEuroCountry } from '../locale/countries';
/** The plans: placeholders in one module until the company sets prices (docs/decisions/2026-11-23-pricing.md). */
export interface Plan {
  id: 'free' | 'growth' | 'scale' | 'enterprise';
  /** Monthly price in DKK excluding VAT; null when it is agreed per customer. */
  monthlyDkk: number | null;
  /** Invoices a month the plan includes; null for Enterprise, which starts above Scale's. No plan is unlimited. */
  invoiceLimit: number | null;
  mostPopular: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'free', monthlyDkk: 0, invoiceLimit: 10, mostPopular: false },
  { id: 'growth', monthlyDkk: 1495, invoiceLimit: 500, mostPopular: true },
  { id: 'scale', monthlyDkk: 3995, invoiceLimit: 2500, mostPopular: false },
  { id: 'enterprise', monthlyDkk: null, invoiceLimit: null, mostPopular: false },
];

/** The plan with this id. */
export function planById(id: Plan['id']): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
}

/**
 * The invoice number a plan's text names: its own allowance, or for Enterprise the largest
 * allowance of the other plans (Enterprise is "more than" it).
 */
export function planInvoiceFigure(plan: Plan): number {
  return plan.invoiceLimit ?? Math.max(...PLANS.map((candidate) => candidate.invoiceLimit ?? 0));
}

/**
 * Fixed rates (DKK for one unit) for the approximate local amounts shown beside DKK prices on
 * the Norwegian, Swedish and euro-country sites. Customers always pay in DKK (docs/decisions/2026-11-23-pricing.md).
 */
export const DKK_PER_UNIT = { EUR: 7.46, NOK: 0.64, SEK: 0.68 } as const;

/** A currency the site shows approximate prices in. */
export type LocalCurrency = keyof typeof DKK_PER_UNIT;

/** The currency a country's site shows beside DKK: NOK in Norway, SEK in Sweden, EUR in euro countries; none in Denmark. */
export function localCurrency(country: string | null): LocalCurrency | null {
  if (country === 'NO') return 'NOK';
  if (country === 'SE') return 'SEK';
  return isEuroCountry(country) ? 'EUR' : null;
}

/** An approximate amount for a DKK price: whole euros, or kroner rounded to the nearest ten. */
export function approximateAmount(dkk: number, currency: LocalCurrency): number {
  const amount = dkk / DKK_PER_UNIT[currency];
  return currency === 'EUR' ? Math.round(amount) : Math.round(amount / 10) * 10;
}

/** A row of the plan comparison: what each plan gets, in plan order (Free, Growth, Scale, Enterprise). */
export interface PlanFeature {
  /** Message id of the row's label: `pricing.feature.{id}`. */
  id: 'invoices' | 'recurring' | 'directDebit' | 'cards' | 'erp' | 'portal' | 'revrec' | 'api' | 'support';
  /** true/false for a tick or a dash; 'limit' for the plan's invoice allowance; 'text' for the plan's own words (support: `pricing.support.{plan}`). */
  value: (plan: Plan) => boolean | 'limit' | 'text';
}

const paid = (plan: Plan) => plan.id !== 'free';

/**
 * What each plan includes, the one truth the pricing page's cards, matrix and text read:
 * every plan has recurring invoicing, reminders, ERP sync and the API; direct debit, card
 * payments and the customer portal come with the paid plans; revenue recognition with Scale
 * and Enterprise; support grows with the plan.
 */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  { id: 'invoices', value: () => 'limit' },
  { id: 'recurring', value: () => true },
  { id: 'erp', value: () => true },
  { id: 'api', value: () => true },
  { id: 'directDebit', value: paid },
  { id: 'cards', value: paid },
  { id: 'portal', value: paid },
  { id: 'revrec', value: (plan) => plan.id === 'scale' || plan.id === 'enterprise' },
  { id: 'support', value: () => 'text' },
];
