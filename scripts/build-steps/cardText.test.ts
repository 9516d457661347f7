import { describe, expect, it } from 'vitest';
import { fitTitle, lineWidth, textPath, textWidth, wrapBalanced, wrapGreedy } from './cardText';

/** Every character 10 px wide: easy widths to reason about. */
const mono = (text: string) => text.length * 10;

describe('wrapGreedy', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapGreedy('Pricing', 200, mono)).toEqual(['Pricing']);
  });

  it('breaks at spaces, each line taking as many words as fit', () => {
    expect(wrapGreedy('aaa bbb ccc ddd', 70, mono)).toEqual(['aaa bbb', 'ccc ddd']);
  });

  it('cuts a word only when it alone is wider than a line', () => {
    expect(wrapGreedy('ab abonnementsfakturering', 100, mono)).toEqual([
      'ab',
      'abonnement',
      'sfaktureri',
      'ng',
    ]);
  });

  it('ignores runs of spaces', () => {
    expect(wrapGreedy('  a   b  ', 100, mono)).toEqual(['a b']);
  });
});

describe('wrapBalanced', () => {
  it('evens out the lines instead of leaving one word on the last', () => {
    expect(wrapGreedy('aaaa bbbb cccc dd', 140, mono)).toEqual(['aaaa bbbb cccc', 'dd']);
    expect(wrapBalanced('aaaa bbbb cccc dd', 140, mono)).toEqual(['aaaa bbbb', 'cccc dd']);
  });

  it('never needs more lines than the greedy wrap', () => {
    const title = 'Billvard eller Recurly til nordisk abonnementsfakturering';
    for (const width of [200, 300, 400, 600]) {
      expect(wrapBalanced(title, width, mono).length).toBe(wrapGreedy(title, width, mono).length);
    }
  });
});

describe('fitTitle', () => {
  const at = (size: number) => (text: string) => text.length * size * 0.5;

  it('takes the largest size at which the title fits its lines', () => {
    expect(fitTitle('Plans', [96, 60], () => 2, 1000, at)).toEqual({ size: 96, lines: ['Plans'] });
    const long = 'word '.repeat(20).trim();
    const { size, lines } = fitTitle(long, [96, 60], (size) => (size > 80 ? 2 : 4), 1000, at);
    expect(size).toBe(60);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  it('goes down a size rather than cut a word', () => {
    expect(fitTitle('Abonnementsfakturering', [96, 60], () => 2, 1000, at)).toEqual({
      size: 60,
      lines: ['Abonnementsfakturering'],
    });
  });

  it('cuts a title that never fits with an ellipsis, within the width', () => {
    const long = 'word '.repeat(100).trim();
    const { lines } = fitTitle(long, [96, 60], () => 3, 600, at);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    for (const line of lines) expect(at(60)(line)).toBeLessThanOrEqual(600);
  });
});

describe('Inter outlines', () => {
  it('measures with kerning: a kerned pair is narrower than its letters apart', () => {
    expect(textWidth('To', 100, 700)).toBeLessThan(textWidth('T', 100, 700) + textWidth('o', 100, 700));
  });

  it('measures a line word by word within a few px of shaping it whole, never narrower', () => {
    for (const line of [
      'Subscription billing, dunning and bookkeeping',
      'Løbende fakturering, der kører af sig selv',
    ]) {
      const whole = textWidth(line, 76, 700);
      expect(lineWidth(line, 76, 700)).toBeGreaterThanOrEqual(whole - 0.5);
      expect(lineWidth(line, 76, 700)).toBeLessThan(whole * 1.005);
    }
  });

  it('draws Danish and Norwegian letters', () => {
    expect(textPath('æøå ÆØÅ', 60, 700, 0, 60)).toMatch(/^M/);
    expect(textWidth('Ærlig økonomi på én skjerm', 60, 700)).toBeGreaterThan(0);
  });

  it('refuses a character Inter cannot draw instead of leaving a gap', () => {
    expect(() => textWidth('Billing \u4e00', 60, 700)).toThrow(/no glyph for "\u4e00"/);
  });
});
