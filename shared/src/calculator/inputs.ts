/** What the visitor enters: invoices a month, monthly recurring revenue in DKK, reminder share in %. */
export interface CalculatorInputs {
  invoices: number;
  mrr: number;
  reminders: number;
}

/** Each input's range, step and default. */
export const INPUT_LIMITS: Record<keyof CalculatorInputs, { min: number; max: number; default: number }> = {
  invoices: { min: 0, max: 100_000, default: 200 },
  mrr: { min: 0, max: 100_000_000, default: 500_000 },
  reminders: { min: 0, max: 100, default: 10 },
};

export const DEFAULT_INPUTS: CalculatorInputs = {
  invoices: INPUT_LIMITS.invoices.default,
  mrr: INPUT_LIMITS.mrr.default,
  reminders: INPUT_LIMITS.reminders.default,
};

const INPUT_NAMES = Object.keys(INPUT_LIMITS) as (keyof CalculatorInputs)[];

/**
 * One input from text: a plain decimal number, clamped to its range and rounded to whole units;
 * anything else (empty, words, hex, exponents, NaN, Infinity) gives the default.
 */
export function parseInput(name: keyof CalculatorInputs, raw: string | null | undefined): number {
  const limits = INPUT_LIMITS[name];
  const text = (raw ?? '').trim();
  if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(text)) return limits.default;
  const value = Math.round(Number(text));
  return Math.min(limits.max, Math.max(limits.min, value));
}

/** A number already in hand (a slider, a field), clamped and rounded the same way. */
export function clampInput(name: keyof CalculatorInputs, value: number): number {
  if (!Number.isFinite(value)) return INPUT_LIMITS[name].default;
  const { min, max } = INPUT_LIMITS[name];
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Reads `?invoices=&mrr=&reminders=`; the first of a repeated name counts. */
export function parseCalculatorInputs(search: string | URLSearchParams): CalculatorInputs {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return Object.fromEntries(
    INPUT_NAMES.map((name) => [name, parseInput(name, params.get(name))]),
  ) as unknown as CalculatorInputs;
}

/** A currency the calculator answers in, each with its own market (markets.ts). */
export type CalculatorCurrency = 'DKK' | 'NOK';

/**
 * Reads `?currency=`: a link that states its amounts in a currency other than the page's own
 * (a Danish case linked from a Norwegian page) names it, so the same figures come back. Null
 * when absent or not one the calculator knows; the page's market then applies.
 */
export function parseCalculatorCurrency(search: string | URLSearchParams): CalculatorCurrency | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const currency = params.get('currency');
  return currency === 'DKK' || currency === 'NOK' ? currency : null;
}

/** The query string for inputs, `?invoices=200&mrr=500000&reminders=10`, with `&currency=` when given. */
export function calculatorQuery(
  inputs: CalculatorInputs,
  currency: CalculatorCurrency | null = null,
): string {
  const params = new URLSearchParams(INPUT_NAMES.map((name) => [name, String(inputs[name])]));
  if (currency) params.set('currency', currency);
  return `?${params.toString()}`;
}
