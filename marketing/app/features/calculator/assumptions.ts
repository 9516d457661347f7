import {
  ACCOUNTANT_COST_PER_HOUR,
  CALCULATOR_SYSTEMS,
  type CalculatorSystem,
  planById,
  PATHS,
  STRIPE_CALCULATOR_RATE,
  STRIPE_CURRENT_RATE,
} from '@web/shared';

/** Where an assumption comes from: a message id, a link where there is one, and when we last read it. */
export interface Source {
  label: string;
  url?: string;
  /** A path on this site, localized when shown. */
  path?: string;
  /** ISO date we last checked the source. */
  checked?: string;
}

/** A figure an assumption quotes, from the data: a number, a percentage, an amount in DKK or a date. */
export type Figure = number | { percent: number } | { dkk: number } | { date: string };

/** One stated assumption: its message, the figures it quotes and its source. */
export interface Assumption {
  id: string;
  values: Record<string, Figure>;
  source: Source;
}

const system = (value: CalculatorSystem['value']) =>
  CALCULATOR_SYSTEMS.find((candidate) => candidate.value === value)!;
const minutes = (entry: CalculatorSystem) => ({
  invoice: entry.minutes_pr_invoice,
  reconciliation: entry.minutes_pr_reconcilliation,
  revenue: entry.minutes_pr_revenue_recognition,
  booking: entry.minutes_pr_booking_erp,
  reminder: entry.minutes_pr_reminder,
});

const ESTIMATE: Source = { label: 'calculator.source.estimate' };
const STRIPE: Source = {
  label: 'calculator.source.stripe',
  url: STRIPE_CALCULATOR_RATE.source,
  checked: STRIPE_CALCULATOR_RATE.checked,
};
const plan = (id: 'free' | 'growth' | 'scale') => {
  const entry = planById(id);
  return { limit: entry.invoiceLimit!, price: entry.monthlyDkk! };
};
const [free, growth, scale] = [plan('free'), plan('growth'), plan('scale')];

/** Every assumption behind the figures, each with its source; the numbers come from the data. */
export const ASSUMPTIONS: readonly Assumption[] = [
  { id: 'calculator.assumption.rate', values: { rate: ACCOUNTANT_COST_PER_HOUR }, source: ESTIMATE },
  { id: 'calculator.assumption.manual', values: minutes(system('manual')), source: ESTIMATE },
  { id: 'calculator.assumption.economic', values: minutes(system('e-conomic')), source: ESTIMATE },
  {
    id: 'calculator.assumption.stripe',
    values: {
      fee: { percent: system('stripe').cost_pr_mrr },
      retired: { date: STRIPE_CALCULATOR_RATE.retired! },
      current: { percent: STRIPE_CURRENT_RATE.percentOfVolume },
    },
    source: STRIPE,
  },
  { id: 'calculator.assumption.stripeAutomation', values: minutes(system('stripe')), source: ESTIMATE },
  {
    id: 'calculator.assumption.billvard',
    values: minutes(system('billvard')),
    source: { label: 'calculator.source.billvardEstimate' },
  },
  {
    id: 'calculator.assumption.billvardPlan',
    values: {
      freeLimit: free.limit,
      freePrice: { dkk: free.price },
      growthLimit: growth.limit,
      growthPrice: { dkk: growth.price },
      scaleLimit: scale.limit,
      scalePrice: { dkk: scale.price },
    },
    source: { label: 'calculator.source.pricing', path: PATHS.pricing },
  },
  { id: 'calculator.assumption.excluded', values: {}, source: { label: 'calculator.source.scope' } },
];
