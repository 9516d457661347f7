import {
  type CalculatorInputs,
  type CalculatorMarket,
  type CalculatorSystem,
  costFor,
  marketForCurrency,
  type Plan,
} from '@web/shared';

/**
 * The worked examples on /cases: a company type's stated inputs, and its before/after figures
 * computed with the calculator's model (`costFor`), so a case can never disagree with the
 * calculator. A case is computed in the market of its currency: a Danish case in DKK at the
 * Danish hourly cost, a Norwegian one in NOK at the Norwegian hourly cost with Billvard's plans
 * at the pricing page's NOK amounts, exactly as the calculator answers on a Norwegian site.
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

/** One side of a case: the model's minutes, labour and fee a month, in the case's currency. */
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
  /** Monthly saving in the case's currency (negative when Billvard costs more). */
  monthlySaving: number;
}

/** The model's inputs, in the case's currency. */
function modelInputs(inputs: CaseInputs): CalculatorInputs {
  return { invoices: inputs.invoices, mrr: inputs.mrr, reminders: inputs.reminders };
}

/** A calculator system of the case's market by its value. */
function calculatorSystem(market: CalculatorMarket, value: CalculatorSystem['value']): CalculatorSystem {
  const system = market.systems.find((candidate) => candidate.value === value);
  if (!system) throw new Error(`case: no calculator system "${value}" in ${market.country}`);
  return system;
}

/**
 * Before and after, both computed by the calculator's `costFor`: the company's system today,
 * and the calculator's Billvard system (our minutes, the plan its volume needs). Throws when
 * Enterprise would be needed (no list price).
 */
export function caseFigures(inputs: CaseInputs): CaseFigures {
  const model = modelInputs(inputs);
  const market = marketForCurrency(inputs.currency);
  const beforeCost = costFor(calculatorSystem(market, inputs.before), model, market);
  const afterCost = costFor(calculatorSystem(market, 'billvard'), model, market);
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

/**
 * An amount as a case shows it: whole kroner, as the calculator shows it (the model already
 * computes in the case's currency; `currency` is kept so callers state which they mean).
 */
export function inCaseCurrency(amount: number, _currency: CaseInputs['currency']): number {
  return Math.round(amount);
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
