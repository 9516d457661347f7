import type { CalculatorInputs } from './inputs';
import { ACCOUNTANT_COST_PER_HOUR, CALCULATOR_SYSTEMS, type CalculatorSystem } from './systems';

/** What one system costs a month (and a year) for given inputs, in DKK and hours. */
export interface SystemCost {
  system: CalculatorSystem;
  minutes: number;
  hours: number;
  labour: number;
  fee: number;
  monthly: number;
  yearly: number;
}

/** The cost of one system: labour for its minutes, plus its fee on MRR. */
export function costFor(
  system: CalculatorSystem,
  { invoices, mrr, reminders }: CalculatorInputs,
): SystemCost {
  const perInvoice =
    system.minutes_pr_invoice +
    system.minutes_pr_reconcilliation +
    system.minutes_pr_revenue_recognition +
    system.minutes_pr_booking_erp;
  const minutes = invoices * perInvoice + invoices * (reminders / 100) * system.minutes_pr_reminder;
  const labour = (minutes / 60) * ACCOUNTANT_COST_PER_HOUR;
  const fee = (mrr * system.cost_pr_mrr) / 100;
  const monthly = labour + fee;
  return { system, minutes, hours: minutes / 60, labour, fee, monthly, yearly: 12 * monthly };
}

/** Every system's cost, the cheapest (the first on a tie), and each one's saving against manual work. */
export interface Comparison {
  costs: SystemCost[];
  cheapest: SystemCost;
  manual: SystemCost;
  /** Monthly saving of the cheapest option against doing it by hand (0 when manual is cheapest). */
  monthlySaving: number;
}

export function compareSystems(inputs: CalculatorInputs, systems = CALCULATOR_SYSTEMS): Comparison {
  const costs = systems.map((system) => costFor(system, inputs));
  const cheapest = costs.reduce((best, cost) => (cost.monthly < best.monthly ? cost : best));
  const manual = costs.find((cost) => cost.system.value === 'manual') ?? costs[0]!;
  return { costs, cheapest, manual, monthlySaving: manual.monthly - cheapest.monthly };
}
