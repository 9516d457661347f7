import { describe, expect, it } from 'vitest';
import {
  calculatorQuery,
  clampInput,
  DEFAULT_INPUTS,
  parseCalculatorCurrency,
  parseCalculatorInputs,
} from './inputs';

describe('parseCalculatorInputs', () => {
  it.each([
    ['', DEFAULT_INPUTS],
    ['?invoices=350&mrr=1200000&reminders=25', { invoices: 350, mrr: 1_200_000, reminders: 25 }],
    ['?invoices=abc&mrr=&reminders=NaN', DEFAULT_INPUTS],
    ['?invoices=-5&mrr=-1&reminders=-0.5', { invoices: 0, mrr: 0, reminders: 0 }],
    ['?invoices=1e400&mrr=Infinity&reminders=0x10', DEFAULT_INPUTS],
    [
      '?invoices=9999999&mrr=1000000000000&reminders=250',
      { invoices: 100_000, mrr: 100_000_000, reminders: 100 },
    ],
    ['?invoices=12.6&mrr=%20500%20&reminders=7.4', { invoices: 13, mrr: 500, reminders: 7 }],
    ['?invoices=1&invoices=2', { ...DEFAULT_INPUTS, invoices: 1 }],
    ['?invoices=%3Cscript%3E&mrr=1,000&reminders=10%25', DEFAULT_INPUTS],
    ['?invoices=99999999999999999999', DEFAULT_INPUTS],
  ])('reads %j as sane numbers', (search, expected) => {
    const inputs = parseCalculatorInputs(search);
    expect(inputs).toEqual(expected);
    for (const value of Object.values(inputs)) {
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('clampInput', () => {
  it.each([
    ['invoices', Number.NaN, 200],
    ['invoices', Number.POSITIVE_INFINITY, 200],
    ['reminders', 101, 100],
    ['mrr', -3, 0],
    ['mrr', 49_999.6, 50_000],
  ] as const)('%s %d becomes %d', (name, value, expected) => {
    expect(clampInput(name, value)).toBe(expected);
  });
});

describe('parseCalculatorCurrency', () => {
  it.each([
    ['', null],
    ['?currency=NOK', 'NOK'],
    ['?currency=DKK&invoices=3', 'DKK'],
    ['?currency=nok', null],
    ['?currency=SEK', null],
    ['?currency=%3Cscript%3E', null],
  ])('reads %j as %s', (search, expected) => {
    expect(parseCalculatorCurrency(search)).toBe(expected);
  });
});

describe('calculatorQuery', () => {
  it('names the currency when a link states one', () => {
    const inputs = { invoices: 1800, mrr: 900_000, reminders: 6 };
    expect(calculatorQuery(inputs, 'NOK')).toBe('?invoices=1800&mrr=900000&reminders=6&currency=NOK');
    expect(parseCalculatorCurrency(calculatorQuery(inputs, 'NOK'))).toBe('NOK');
    expect(parseCalculatorInputs(calculatorQuery(inputs, 'NOK'))).toEqual(inputs);
  });

  it('writes the inputs back, and round-trips', () => {
    const inputs = { invoices: 350, mrr: 1_200_000, reminders: 25 };
    expect(calculatorQuery(inputs)).toBe('?invoices=350&mrr=1200000&reminders=25');
    expect(parseCalculatorInputs(calculatorQuery(inputs))).toEqual(inputs);
  });
});
