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

/** The query string for inputs, `?invoices=200&mrr=500000&reminders=10`. */
export function calculatorQuery(inputs: CalculatorInputs): string {
  return `?${new URLSearchParams(INPUT_NAMES.map((name) => [name, String(inputs[name])])).toString()}`;
}
