import { isEuroCountry } from '../locale/countries';
import { capability, type CapabilityId, type PlanId } from '../product/model.ts';
import { VAT } from './countryFacts.ts';
/** The plans: placeholders in one module until the company sets prices (docs/decisions/2026-11-23-pricing.md). */
export interface Plan {
  id: PlanId;
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

/**
 * What a Danish company pays a month for a plan price, with Danish VAT, rounded to the øre as an
 * invoice is (a card charge of a Scale month: 4,993.75 DKK).
 */
export function grossMonthlyDkk(monthlyDkk: number): number {
  return Math.round(monthlyDkk * (100 + VAT.DK.value.ratePercent)) / 100;
}

/** A row of the plan comparison: what each plan gets, in plan order (Free, Growth, Scale, Enterprise). */
export interface PlanFeature {
  /** Message id of the row's label: `pricing.feature.{id}`. */
  id:
    | 'price'
    | 'invoices'
    | 'recurring'
    | 'directDebit'
    | 'cards'
    | 'erp'
    | 'portal'
    | 'revrec'
    | 'api'
    | 'support';
  /**
   * true/false for a tick or a dash; 'price' for the plan's monthly price; 'limit' for its
   * invoice allowance; 'text' for the plan's own words (support: `pricing.support.{plan}`, from
   * the support channels in the product model).
   */
  value: (plan: Plan) => boolean | 'price' | 'limit' | 'text';
}

/** A tick where the product model gives the capability to the plan. */
const fromModel = (id: CapabilityId) => (plan: Plan) => capability(id).plans.includes(plan.id);

/**
 * What each plan includes, the one truth the pricing page's cards, matrix and text read. The
 * ticks come from the product model (`shared/src/product/model.ts`), so the matrix cannot say
 * something the docs' "Plan" call-outs and the roadmap do not. Built by a call marked pure, so
 * that a bundle which uses only the plans (the calculator's island) leaves the matrix, and with
 * it the whole product model, out.
 */
export const PLAN_FEATURES: readonly PlanFeature[] = /* @__PURE__ */ planFeatures();

function planFeatures(): PlanFeature[] {
  return [
    { id: 'price', value: () => 'price' },
    { id: 'invoices', value: () => 'limit' },
    ...(['recurring', 'erp', 'api', 'directDebit', 'cards', 'portal', 'revrec'] as const).map((id) => ({
      id,
      value: fromModel(id),
    })),
    { id: 'support', value: () => 'text' },
  ];
}
