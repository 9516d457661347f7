import { PLANS, type Plan } from '../data/pricing.ts';

/** The plans with an invoice allowance, smallest first; Enterprise (no allowance) is what lies above them. */
const CAPPED = PLANS.filter((plan) => plan.invoiceLimit !== null).sort(
  (a, b) => a.invoiceLimit! - b.invoiceLimit!,
);
const ABOVE = PLANS.find((plan) => plan.invoiceLimit === null)!;

/** The smallest plan whose allowance covers the invoices a month; above Scale's, Enterprise. */
export function planForInvoices(invoices: number): Plan {
  return CAPPED.find((plan) => invoices <= plan.invoiceLimit!) ?? ABOVE;
}
