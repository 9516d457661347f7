/** The plans: placeholders in one module until the company sets prices (DECISIONS.md, Pricing). */
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

/** The fixed rate for the approximate euro amounts shown to visitors from euro countries. */
export const DKK_PER_EUR = 7.46;

/** An approximate euro amount for a DKK price, rounded to whole euros. */
export function approximateEur(dkk: number): number {
  return Math.round(dkk / DKK_PER_EUR);
}
