import { describe, expect, it } from 'vitest';
import { compareSystems, costFor } from './cost';
import { DEFAULT_INPUTS } from './inputs';
import { CALCULATOR_SYSTEMS } from './systems';

const system = (value: string) => CALCULATOR_SYSTEMS.find((candidate) => candidate.value === value)!;

describe('costFor', () => {
  // The worked example at the defaults: 200 invoices, 500,000 DKK MRR, 10 % reminders.
  it.each([
    ['manual', 920, 6900, 0, 6900],
    ['e-conomic', 620, 4650, 0, 4650],
    ['stripe', 220, 1650, 4000, 5650],
  ])(
    '%s at the defaults: %d minutes, %d DKK labour + %d DKK fee = %d DKK a month',
    (value, minutes, labour, fee, monthly) => {
      const cost = costFor(system(value), DEFAULT_INPUTS);
      expect(cost.minutes).toBeCloseTo(minutes, 9);
      expect(cost.labour).toBeCloseTo(labour, 9);
      expect(cost.fee).toBeCloseTo(fee, 9);
      expect(cost.monthly).toBeCloseTo(monthly, 9);
      expect(cost.yearly).toBeCloseTo(12 * monthly, 9);
      expect(cost.hours).toBeCloseTo(minutes / 60, 9);
    },
  );

  it.each([
    // inputs, system, expected monthly DKK
    [{ invoices: 0, mrr: 0, reminders: 0 }, 'manual', 0],
    [{ invoices: 0, mrr: 1_000_000, reminders: 50 }, 'stripe', 8000],
    [{ invoices: 1, mrr: 0, reminders: 100 }, 'manual', (5.5 / 60) * 450],
    [{ invoices: 100_000, mrr: 100_000_000, reminders: 100 }, 'stripe', 200_000 * 7.5 + 800_000],
    [{ invoices: 100_000, mrr: 0, reminders: 0 }, 'e-conomic', 300_000 * 7.5],
  ])('%o with %s costs %d DKK a month', (inputs, value, monthly) => {
    expect(costFor(system(value), inputs).monthly).toBeCloseTo(monthly, 6);
  });
});

describe('compareSystems', () => {
  it('picks the e-conomic module as cheapest at the defaults and saves 2,250 DKK a month against manual', () => {
    const comparison = compareSystems(DEFAULT_INPUTS);
    expect(comparison.cheapest.system.value).toBe('e-conomic');
    expect(comparison.manual.monthly).toBeCloseTo(6900, 9);
    expect(comparison.monthlySaving).toBeCloseTo(2250, 9);
  });

  it('picks the card provider when volume is high and revenue low', () => {
    const comparison = compareSystems({ invoices: 5000, mrr: 100_000, reminders: 10 });
    expect(comparison.cheapest.system.value).toBe('stripe');
  });

  it('takes the first system on a tie, so nothing is cheaper than doing nothing', () => {
    const comparison = compareSystems({ invoices: 0, mrr: 0, reminders: 0 });
    expect(comparison.cheapest.system.value).toBe('manual');
    expect(comparison.monthlySaving).toBe(0);
  });
});
