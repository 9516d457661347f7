import { ACCOUNTANT_COST_PER_HOUR, CALCULATOR_SYSTEMS, type CalculatorSystem } from '@web/shared';

/** Where an assumption comes from: a message id, and a link where there is one. */
interface Source {
  label: string;
  url?: string;
}

/** One stated assumption: its message, the figures it quotes (from the data) and its source. */
export interface Assumption {
  id: string;
  values: Record<string, number>;
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
  fee: entry.cost_pr_mrr,
});

const ESTIMATE: Source = { label: 'calculator.source.estimate' };

/** Every assumption behind the figures, each with its source; the numbers come from the systems data. */
export const ASSUMPTIONS: readonly Assumption[] = [
  { id: 'calculator.assumption.rate', values: { rate: ACCOUNTANT_COST_PER_HOUR }, source: ESTIMATE },
  { id: 'calculator.assumption.manual', values: minutes(system('manual')), source: ESTIMATE },
  { id: 'calculator.assumption.economic', values: minutes(system('e-conomic')), source: ESTIMATE },
  {
    id: 'calculator.assumption.stripe',
    values: minutes(system('stripe')),
    source: {
      label: 'calculator.source.stripe',
      url: 'https://support.stripe.com/questions/july-2024-changes-to-stripe-billing',
    },
  },
  { id: 'calculator.assumption.stripeAutomation', values: minutes(system('stripe')), source: ESTIMATE },
  { id: 'calculator.assumption.excluded', values: {}, source: { label: 'calculator.source.scope' } },
];
