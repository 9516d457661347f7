import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './typedNumber';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('parseTypedNumber reads what a person types on an English page', () => {
  it.each([
    ['1500', 1500],
    ['1,500', 1500],
    ['1,500,000', 1_500_000],
    ['1.5', 1.5],
    ['1,234.5', 1234.5],
    ['1.5m', 1_500_000],
    ['1.5 m', 1_500_000],
    ['1,5 mio', 1_500_000],
    ['2 million', 2_000_000],
    ['20k', 20_000],
    ['250 DKK', 250],
    ['10 %', 10],
    ['  42  ', 42],
    ['-5', -5],
    ['0', 0],
  ])('%j is %d', (text, expected) => {
    expect(parseTypedNumber(text, 'en')).toBe(expected);
  });
});

describe('parseTypedNumber reads what a person types on a Danish page', () => {
  it.each([
    ['1500', 1500],
    ['1.500', 1500],
    ['1.500.000', 1_500_000],
    ['1,5', 1.5],
    ['1.234,5', 1234.5],
    ['1,5 mio', 1_500_000],
    ['1,5 mio.', 1_500_000],
    ['1.5m', 1_500_000],
    ['2 millioner', 2_000_000],
    ['500 tusind', 500_000],
    ['500.000 kr.', 500_000],
    [`1${NBSP}500`, 1500],
  ])('%j is %d', (text, expected) => {
    expect(parseTypedNumber(text, 'da')).toBe(expected);
  });
});

describe('parseTypedNumber reads what a person types on a Norwegian page', () => {
  it.each([
    ['1500', 1500],
    ['1 500', 1500],
    [`1${NBSP}500`, 1500],
    [`1${NNBSP}500${NNBSP}000`, 1_500_000],
    ['1.500', 1500],
    ['1,5', 1.5],
    ['1 234,5', 1234.5],
    ['1,5 mill.', 1_500_000],
    ['1,5 mill', 1_500_000],
    ['1,5 mio', 1_500_000],
    ['1.5m', 1_500_000],
    ['3 millioner', 3_000_000],
    ['500 000 kr', 500_000],
    // As a Norwegian writes an amount of kroner: "2,5 mill." is NOK 2,500,000.
    ['2,5 mill.', 2_500_000],
    ['2,5 mill', 2_500_000],
    ['2,5 millioner', 2_500_000],
    ['2 500 000', 2_500_000],
    [`2${NBSP}500${NBSP}000`, 2_500_000],
    ['2.500.000', 2_500_000],
    ['2 500 000 kr', 2_500_000],
    ['2 500 000 NOK', 2_500_000],
    ['kr 2 500 000', 2_500_000],
    ['NOK 2,5 mill.', 2_500_000],
    ['2,5 mill. kr', 2_500_000],
    ['2,5 mill. NOK', 2_500_000],
    ['750 000,-', 750_000],
    ['750 000,- kr', 750_000],
    ['1 mrd.', 1_000_000_000],
  ])('%j is %d', (text, expected) => {
    expect(parseTypedNumber(text, 'nb')).toBe(expected);
  });
});

describe('parseTypedNumber gives null for what is not (yet) a number', () => {
  it.each([
    '',
    '   ',
    '-',
    'm',
    'abc',
    '1,5,5',
    '12 34',
    '1..5',
    '0x10',
    '1e5',
    'Infinity',
    'NaN',
    '<script>',
    '1,50,0',
  ])('%j', (text) => {
    for (const locale of ['en', 'da', 'nb']) expect(parseTypedNumber(text, locale)).toBeNull();
  });
});
