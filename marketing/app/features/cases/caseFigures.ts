import {
  CALCULATOR_SYSTEMS,
  costFor,
  type CalculatorInputs,
  type CalculatorSystem,
  DKK_PER_UNIT,
  type Plan,
  PLANS,
} from '@web/shared';

/**
 * The worked examples on /cases: a company type's stated inputs, and its before/after figures
 * computed with the calculator's model (`costFor`), so a case can never disagree with the
 * calculator. Amounts are DKK, the model's currency; a Norwegian case states its revenue in
 * NOK and is converted at the site's fixed rate (DKK_PER_UNIT), both ways.
 */
export interface CaseInputs {
  /** Invoices a month. */
  invoices: number;
  /** Monthly recurring revenue, in `currency`. */
  mrr: number;
  /** Share of invoices that need a reminder, in percent. */
  reminders: number;
  /** How the company invoices today: one of the calculator's systems. */
  before: CalculatorSystem['value'];
  /** The currency the case states its revenue and shows its amounts in. */
  currency: 'DKK' | 'NOK';
}

/**
 * Billvard's minutes per step, as docs/decisions.md states them (our estimate): invoicing and
 * reconciliation take a glance each, revenue recognition, reminders and ERP posting run unattended.
 * TODO(lead): once the calculator has its own `billvard` system, read it from CALCULATOR_SYSTEMS.
 */
export const BILLVARD_MINUTES = {
  minutes_pr_invoice: 0.1,
  minutes_pr_reconcilliation: 0.1,
  minutes_pr_revenue_recognition: 0,
  minutes_pr_reminder: 0,
  minutes_pr_booking_erp: 0,
} as const;

/** The plan an invoice volume needs: the smallest whose allowance covers it; Enterprise above Scale. */
export function planForInvoices(invoices: number): Plan {
  const priced = PLANS.filter((plan) => plan.invoiceLimit !== null).sort(
    (a, b) => (a.invoiceLimit ?? 0) - (b.invoiceLimit ?? 0),
  );
  return (
    priced.find((plan) => invoices <= (plan.invoiceLimit ?? 0)) ??
    PLANS.find((plan) => plan.id === 'enterprise')!
  );
}

/** One side of a case: the model's minutes, labour and fee a month, in DKK. */
export interface CaseSide {
  minutes: number;
  hours: number;
  labour: number;
  fee: number;
  monthly: number;
  yearly: number;
  /** Billvard's side names its plan; the before side names the calculator system. */
  plan: Plan['id'] | null;
  system: CalculatorSystem['value'] | 'billvard';
}

export interface CaseFigures {
  before: CaseSide;
  after: CaseSide;
  /** Monthly saving in DKK (negative when Billvard costs more). */
  monthlySaving: number;
}

/** The model's inputs: revenue in DKK. */
function modelInputs(inputs: CaseInputs): CalculatorInputs {
  const mrr = inputs.currency === 'NOK' ? inputs.mrr * DKK_PER_UNIT.NOK : inputs.mrr;
  return { invoices: inputs.invoices, mrr, reminders: inputs.reminders };
}

/** Before and after, computed with the calculator's model. Throws when Enterprise would be needed (no list price). */
export function caseFigures(inputs: CaseInputs): CaseFigures {
  const model = modelInputs(inputs);
  const system = CALCULATOR_SYSTEMS.find((candidate) => candidate.value === inputs.before);
  if (!system) throw new Error(`case: unknown calculator system "${inputs.before}"`);
  const beforeCost = costFor(system, model);
  const plan = planForInvoices(inputs.invoices);
  if (plan.monthlyDkk === null)
    throw new Error(`case: ${inputs.invoices} invoices need Enterprise, which has no list price`);
  // Billvard's labour comes from the same model; its fee is the plan's fixed price, not a share of revenue.
  const labourOnly = costFor({ ...system, ...BILLVARD_MINUTES, cost_pr_mrr: 0 }, model);
  const fee = plan.monthlyDkk;
  const after: CaseSide = {
    minutes: labourOnly.minutes,
    hours: labourOnly.hours,
    labour: labourOnly.labour,
    fee,
    monthly: labourOnly.labour + fee,
    yearly: 12 * (labourOnly.labour + fee),
    plan: plan.id,
    system: 'billvard',
  };
  const before: CaseSide = {
    minutes: beforeCost.minutes,
    hours: beforeCost.hours,
    labour: beforeCost.labour,
    fee: beforeCost.fee,
    monthly: beforeCost.monthly,
    yearly: beforeCost.yearly,
    plan: null,
    system: system.value,
  };
  return { before, after, monthlySaving: before.monthly - after.monthly };
}

/** A DKK amount in the case's currency: NOK rounded to the nearest ten, DKK to the krone. */
export function inCaseCurrency(dkk: number, currency: CaseInputs['currency']): number {
  return currency === 'NOK' ? Math.round(dkk / DKK_PER_UNIT.NOK / 10) * 10 : Math.round(dkk);
}

/** One side as the page shows it, in the case's currency: the rounded parts, and totals that add up from them. */
export interface ShownSide {
  labour: number;
  fee: number;
  monthly: number;
  yearly: number;
}

/** Rounds labour and fee once, then adds them up, so the page's month and year are exactly the sum of its lines. */
export function shownSide(side: CaseSide, currency: CaseInputs['currency']): ShownSide {
  const labour = inCaseCurrency(side.labour, currency);
  const fee = inCaseCurrency(side.fee, currency);
  const monthly = labour + fee;
  return { labour, fee, monthly, yearly: 12 * monthly };
}
