/**
 * Rivals' published fees: one entry per plan a page or the calculator quotes, each with the
 * public page it comes from and the day we last checked it (docs/decisions/2026-11-23-comparisons.md).
 * Pages quote these through a component; content never retypes a rate.
 */
export interface CompetitorRate {
  /** Stable id a page or the calculator names the rate by. */
  id: 'stripe-billing-pay-as-you-go' | 'stripe-billing-scale' | 'chargebee-starter';
  /** The vendor, as it writes its own name. */
  vendor: 'Stripe' | 'Chargebee';
  /** The plan's name on the vendor's pages. */
  plan: string;
  /** The fee in percent of billing volume. */
  percentOfVolume: number;
  /** Billing volume (in `freeAllowanceCurrency`) the plan bills before the fee applies; 0 when none. */
  freeAllowance: number;
  freeAllowanceCurrency: 'USD' | null;
  /** ISO date the plan took effect, when the vendor states it. */
  since: string | null;
  /** ISO date the vendor retired the plan; null while it is offered. */
  retired: string | null;
  /** The public page the figure comes from. */
  source: string;
  /** ISO date we last read that page. */
  checked: string;
}

export const COMPETITOR_RATES: readonly CompetitorRate[] = [
  {
    id: 'stripe-billing-pay-as-you-go',
    vendor: 'Stripe',
    plan: 'Billing (pay as you go)',
    percentOfVolume: 0.7,
    freeAllowance: 0,
    freeAllowanceCurrency: null,
    since: '2024-07-10',
    retired: null,
    source: 'https://support.stripe.com/questions/july-2024-changes-to-stripe-billing',
    checked: '2026-11-20',
  },
  {
    // The spec's calculator prices this plan; the page says it was retired and what replaced it.
    id: 'stripe-billing-scale',
    vendor: 'Stripe',
    plan: 'Billing Scale',
    percentOfVolume: 0.8,
    freeAllowance: 0,
    freeAllowanceCurrency: null,
    since: null,
    retired: '2024-07-10',
    source: 'https://support.stripe.com/questions/july-2024-changes-to-stripe-billing',
    checked: '2026-11-20',
  },
  {
    id: 'chargebee-starter',
    vendor: 'Chargebee',
    plan: 'Starter',
    percentOfVolume: 0.75,
    freeAllowance: 250_000,
    freeAllowanceCurrency: 'USD',
    since: null,
    retired: null,
    source: 'https://www.chargebee.com/pricing/',
    checked: '2026-11-20',
  },
];

/** The rate with this id. */
export function competitorRate(id: CompetitorRate['id']): CompetitorRate {
  const rate = COMPETITOR_RATES.find((candidate) => candidate.id === id);
  if (!rate) throw new Error(`no competitor rate ${id}`);
  return rate;
}
