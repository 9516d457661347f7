import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyFigure } from './formatMoney';

// Written out with escapes, so a test can tell a no-break space from an ordinary one.
const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatMoney', () => {
  it.each([
    ['en', 1495, 'DKK', `1,495${NBSP}DKK`],
    ['da', 1495, 'DKK', `1.495${NBSP}DKK`],
    ['nb', 1495, 'DKK', `1${NBSP}495${NBSP}DKK`],
    ['en', 2340, 'NOK', `2,340${NBSP}NOK`],
    ['nb', 2340, 'NOK', `2${NBSP}340${NBSP}NOK`],
    ['en', 2200, 'SEK', `2,200${NBSP}SEK`],
    ['da', 800000, 'EUR', `800.000${NBSP}EUR`],
    ['en', 7500, 'USD', `7,500${NBSP}USD`],
  ] as const)('writes the code after the figure in %s: %d %s', (language, amount, currency, text) => {
    expect(formatMoney(amount, currency, language)).toBe(text);
  });

  it('shows decimals only when the amount has them, at most two', () => {
    expect(formatMoney(4993.75, 'DKK', 'en')).toBe(`4,993.75${NBSP}DKK`);
    expect(formatMoney(4993.75, 'DKK', 'da')).toBe(`4.993,75${NBSP}DKK`);
    expect(formatMoney(4993.75, 'DKK', 'nb')).toBe(`4${NBSP}993,75${NBSP}DKK`);
    expect(formatMoney(0.125, 'EUR', 'en')).toBe(`0.13${NBSP}EUR`);
    expect(formatMoney(100, 'DKK', 'en')).toBe(`100${NBSP}DKK`);
  });

  it('writes two decimals on an invoice line, and rounds to the unit for an estimate', () => {
    expect(formatMoney(5850, 'DKK', 'en', { decimals: 'cents' })).toBe(`5,850.00${NBSP}DKK`);
    expect(formatMoney(5850, 'NOK', 'nb', { decimals: 'cents' })).toBe(`5${NBSP}850,00${NBSP}NOK`);
    expect(formatMoney(2339.5, 'NOK', 'en', { decimals: 'whole' })).toBe(`2,340${NBSP}NOK`);
    expect(formatMoney(199.4, 'SEK', 'da', { decimals: 'whole' })).toBe(`199${NBSP}SEK`);
  });

  it('writes a negative amount with the sign the language uses, and never "-0"', () => {
    expect(formatMoney(-8.75, 'DKK', 'en', { decimals: 'cents' })).toBe(`-8.75${NBSP}DKK`);
    expect(formatMoney(-1868.75, 'DKK', 'da')).toBe(`-1.868,75${NBSP}DKK`);
    expect(formatMoney(-1868.75, 'NOK', 'nb')).toBe(`${MINUS}1${NBSP}868,75${NBSP}NOK`);
    expect(formatMoney(-0.4, 'DKK', 'en', { decimals: 'whole' })).toBe(`0${NBSP}DKK`);
  });

  it('puts an ordinary space before the code where a drawn screen may wrap there', () => {
    expect(formatMoney(12450, 'DKK', 'en', { decimals: 'cents', space: 'ordinary' })).toBe('12,450.00 DKK');
    expect(formatMoney(12450, 'NOK', 'nb', { decimals: 'cents', space: 'ordinary' })).toBe(
      `12${NBSP}450,00 NOK`,
    );
  });

  it('writes the euro as a symbol where the language puts it, and no other currency', () => {
    expect(formatMoney(200, 'EUR', 'en', { decimals: 'whole', display: 'symbol' })).toBe('€200');
    expect(formatMoney(200, 'EUR', 'da', { decimals: 'whole', display: 'symbol' })).toBe(`200${NBSP}€`);
    expect(formatMoney(800000, 'EUR', 'nb', { decimals: 'whole', display: 'symbol' })).toBe(
      `800${NBSP}000${NBSP}€`,
    );
    expect(() => formatMoney(200, 'NOK', 'en', { display: 'symbol' })).toThrow(/only the euro/);
  });

  it('refuses what is no amount', () => {
    expect(() => formatMoney(Number.NaN, 'DKK', 'en')).toThrow(/no amount/);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'DKK', 'en')).toThrow(/no amount/);
  });
});

describe('formatMoneyFigure', () => {
  it('is the figure formatMoney writes, without the code', () => {
    for (const language of ['en', 'da', 'nb'] as const) {
      for (const amount of [0, 7, 1495, 4993.75, -1868.75, 2_500_000]) {
        expect(`${formatMoneyFigure(amount, language, 'cents')}${NBSP}DKK`).toBe(
          formatMoney(amount, 'DKK', language, { decimals: 'cents' }),
        );
      }
    }
  });
});
