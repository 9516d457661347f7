import type { Plan } from '../data/pricing.ts';
import type { CalculatorInputs } from './inputs';
import { planForInvoices } from './plan';
import { ACCOUNTANT_COST_PER_HOUR, CALCULATOR_SYSTEMS, type CalculatorSystem } from './systems';

/**
 * What one system costs a month (and a year) for given inputs, in DKK and hours. The fee,
 * and so the totals, are null when the price is agreed per customer (Billvard's Enterprise
 * plan): the labour still counts, and no figure is made up for the rest.
 */
export interface SystemCost {
  system: CalculatorSystem;
  /** The plan the invoice volume needs, for a system priced by plan; null otherwise. */
  plan: Plan | null;
  minutes: number;
  hours: number;
  labour: number;
  fee: number | null;
  monthly: number | null;
  yearly: number | null;
}

/** A cost whose price is known. */
export type PricedCost = SystemCost & { fee: number; monthly: number; yearly: number };

export const isPriced = (cost: SystemCost): cost is PricedCost => cost.monthly !== null;

/** The cost of one system: labour for its minutes, plus its fee (a share of MRR, or its plan's price). */
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
  const plan = system.fee_basis === 'plan' ? planForInvoices(invoices) : null;
  const fee = plan ? plan.monthlyDkk : (mrr * system.cost_pr_mrr) / 100;
  const monthly = fee === null ? null : labour + fee;
  return {
    system,
    plan,
    minutes,
    hours: minutes / 60,
    labour,
    fee,
    monthly,
    yearly: monthly === null ? null : 12 * monthly,
  };
}

/**
 * Every system's cost and what the headline may truthfully say about them. Costs are compared
 * in whole kroner, as the page shows them.
 */
export interface Comparison {
  costs: SystemCost[];
  manual: SystemCost;
  /** The priced systems with the lowest monthly cost: more than one on a tie, in the systems' order. */
  cheapest: PricedCost[];
  /** The cheapest priced system that costs more than the cheapest, if any. */
  runnerUp: PricedCost | null;
  /** Systems whose price is on request. */
  unpriced: SystemCost[];
  /**
   * True when the cheapest are cheapest of all: every unpriced system's labour alone already
   * costs at least as much. Otherwise they are only the cheapest of the priced options.
   */
  certain: boolean;
}

const kroner = (amount: number) => Math.round(amount);

export function compareSystems(inputs: CalculatorInputs, systems = CALCULATOR_SYSTEMS): Comparison {
  const costs = systems.map((system) => costFor(system, inputs));
  const priced = costs.filter(isPriced);
  const lowest = Math.min(...priced.map((cost) => kroner(cost.monthly)));
  const cheapest = priced.filter((cost) => kroner(cost.monthly) === lowest);
  const others = priced.filter((cost) => kroner(cost.monthly) > lowest);
  const runnerUp = others.reduce<PricedCost | null>(
    (best, cost) => (best === null || cost.monthly < best.monthly ? cost : best),
    null,
  );
  const unpriced = costs.filter((cost) => !isPriced(cost));
  const certain = unpriced.every((cost) => kroner(cost.labour) >= lowest);
  const manual = costs.find((cost) => cost.system.value === 'manual') ?? costs[0]!;
  return { costs, manual, cheapest, runnerUp, unpriced, certain };
}
