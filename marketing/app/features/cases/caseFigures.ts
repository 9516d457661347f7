import {
  CALCULATOR_SYSTEMS,
  costFor,
  type CalculatorInputs,
  type CalculatorSystem,
  DKK_PER_UNIT,
  type Plan,
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
  before: Exclude<CalculatorSystem['value'], 'billvard'>;
  /** The currency the case states its revenue and shows its amounts in. */
  currency: 'DKK' | 'NOK';
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
  system: CalculatorSystem['value'];
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

/** A calculator system by its value. */
function calculatorSystem(value: CalculatorSystem['value']): CalculatorSystem {
  const system = CALCULATOR_SYSTEMS.find((candidate) => candidate.value === value);
  if (!system) throw new Error(`case: unknown calculator system "${value}"`);
  return system;
}

/**
 * Before and after, both computed by the calculator's `costFor`: the company's system today,
 * and the calculator's Billvard system (our minutes, the plan its volume needs). Throws when
 * Enterprise would be needed (no list price).
 */
export function caseFigures(inputs: CaseInputs): CaseFigures {
  const model = modelInputs(inputs);
  const beforeCost = costFor(calculatorSystem(inputs.before), model);
  const afterCost = costFor(calculatorSystem('billvard'), model);
  if (afterCost.monthly === null || afterCost.fee === null || afterCost.yearly === null)
    throw new Error(`case: ${inputs.invoices} invoices need Enterprise, which has no list price`);
  if (beforeCost.monthly === null || beforeCost.fee === null || beforeCost.yearly === null)
    throw new Error(`case: "${inputs.before}" has no list price to compare with`);
  const after: CaseSide = {
    minutes: afterCost.minutes,
    hours: afterCost.hours,
    labour: afterCost.labour,
    fee: afterCost.fee,
    monthly: afterCost.monthly,
    yearly: afterCost.yearly,
    plan: afterCost.plan?.id ?? null,
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
    system: inputs.before,
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
