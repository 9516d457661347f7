import type { Plan } from '../data/pricing.ts';
import { REVENUE_RECOGNITION } from '../product/model.ts';
import type { CalculatorInputs } from './inputs';
import { type CalculatorMarket, DANISH_MARKET } from './markets';
import { planForInvoices } from './plan';
import { type CalculatorStep, type CalculatorSystem, MANUAL_SYSTEM, stepMinutes } from './systems';

/**
 * What one system costs a month (and a year) for given inputs, in the market's currency and
 * hours. The fee, and so the totals, are null when the price is agreed per customer
 * (Billvard's Enterprise plan): the labour still counts, and no figure is made up for the rest.
 */
export interface SystemCost {
  system: CalculatorSystem;
  /** The plan the invoice volume needs, for a system priced by plan; null otherwise. */
  plan: Plan | null;
  /** Minutes a month per step, the same five steps for every system. */
  steps: Record<CalculatorStep, number>;
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

/**
 * Whether a plan includes revenue recognition, as the product model (and so the pricing matrix's
 * tick) says.
 */
export const planIncludesRevenueRecognition = (plan: Plan) => REVENUE_RECOGNITION.plans.includes(plan.id);

/**
 * A system's minutes per step for a plan: on a plan without revenue recognition, that step
 * is done by hand, like for like with every other system.
 */
export function minutesPerStep(system: CalculatorSystem, plan: Plan | null): Record<CalculatorStep, number> {
  const minutes = stepMinutes(system);
  if (plan !== null && !planIncludesRevenueRecognition(plan))
    minutes.revenueRecognition = MANUAL_SYSTEM.minutes_pr_revenue_recognition;
  return minutes;
}

/** The cost of one system: labour for its minutes, plus its fee (a share of MRR, or its plan's price). */
export function costFor(
  system: CalculatorSystem,
  { invoices, mrr, reminders }: CalculatorInputs,
  market: CalculatorMarket = DANISH_MARKET,
): SystemCost {
  const plan = system.fee_basis === 'plan' ? planForInvoices(invoices) : null;
  const perStep = minutesPerStep(system, plan);
  const steps: Record<CalculatorStep, number> = {
    invoice: invoices * perStep.invoice,
    reconciliation: invoices * perStep.reconciliation,
    revenueRecognition: invoices * perStep.revenueRecognition,
    erpBooking: invoices * perStep.erpBooking,
    reminder: invoices * (reminders / 100) * perStep.reminder,
  };
  const minutes = Object.values(steps).reduce((sum, value) => sum + value, 0);
  const labour = (minutes / 60) * market.hourlyRate;
  const fee = plan ? market.planPrice(plan) : (mrr * system.cost_pr_mrr) / 100;
  const monthly = fee === null ? null : labour + fee;
  return {
    system,
    plan,
    steps,
    minutes,
    hours: minutes / 60,
    labour,
    fee,
    monthly,
    yearly: monthly === null ? null : 12 * monthly,
  };
}

/**
 * How a difference between two priced options splits: the part that is labour (our minutes
 * estimate at the hourly rate) and the part that is fees. `labour + fee` is the whole
 * difference, each in whole units as the page shows them.
 */
export interface CostSplit {
  total: number;
  labour: number;
  fee: number;
}

const whole = (amount: number) => Math.round(amount);

/** `more` minus `less`, split into labour and fees, in whole units that add up. */
export function splitDifference(more: PricedCost, less: PricedCost): CostSplit {
  const total = whole(more.monthly) - whole(less.monthly);
  const fee = whole(more.fee) - whole(less.fee);
  return { total, fee, labour: total - fee };
}

/**
 * Every system's cost and what the headline may truthfully say about them. Costs are compared
 * in whole units, as the page shows them.
 */
export interface Comparison {
  market: CalculatorMarket;
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

export function compareSystems(
  inputs: CalculatorInputs,
  market: CalculatorMarket = DANISH_MARKET,
  systems: readonly CalculatorSystem[] = market.systems,
): Comparison {
  const costs = systems.map((system) => costFor(system, inputs, market));
  const priced = costs.filter(isPriced);
  const lowest = Math.min(...priced.map((cost) => whole(cost.monthly)));
  const cheapest = priced.filter((cost) => whole(cost.monthly) === lowest);
  const others = priced.filter((cost) => whole(cost.monthly) > lowest);
  const runnerUp = others.reduce<PricedCost | null>(
    (best, cost) => (best === null || cost.monthly < best.monthly ? cost : best),
    null,
  );
  const unpriced = costs.filter((cost) => !isPriced(cost));
  const certain = unpriced.every((cost) => whole(cost.labour) >= lowest);
  const manual = costs.find((cost) => cost.system.value === 'manual') ?? costs[0]!;
  return { market, costs, manual, cheapest, runnerUp, unpriced, certain };
}
