import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The colour pairs the site sets text in, checked for WCAG 2.2 AA (4.5:1) in both schemes,
 * from the tokens themselves: a token change that breaks a pair fails here, before axe has to
 * find the page that shows it. The table in docs/design.md lists the same pairs.
 */
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The colour tokens of the first rule whose selector matches, as name → #rrggbb. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no rule ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--bv-[a-z0-9-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, value]) => [name, value]),
  );
}

const light = tokensOf(':root');
const dark = { ...light, ...tokensOf(":root[data-theme='dark']") };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [text, ground] as tokens: every pair the stylesheets set text in. */
const TEXT_PAIRS: [string, string][] = [
  ['--bv-navy', '--bv-white'],
  ['--bv-navy', '--bv-sand'],
  ['--bv-navy', '--bv-mist'],
  ['--bv-slate', '--bv-white'],
  ['--bv-muted', '--bv-white'],
  ['--bv-muted', '--bv-sand'],
  ['--bv-muted', '--bv-mist'],
  ['--bv-subtle', '--bv-white'],
  ['--bv-teal', '--bv-white'],
  ['--bv-teal-ink', '--bv-white'],
  ['--bv-teal-ink', '--bv-sand'],
  ['--bv-teal-ink', '--bv-teal-tint'],
  ['--bv-white', '--bv-teal'],
  ['--bv-white', '--bv-teal-ink'],
  ['--bv-white', '--bv-navy'],
  ['--bv-white', '--bv-amber'],
  ['--bv-amber-ink', '--bv-amber-tint'],
  ['--bv-amber-ink', '--bv-white'],
  ['--bv-error', '--bv-white'],
  ['--bv-on-band', '--bv-band'],
  ['--bv-on-band-soft', '--bv-band'],
  ['--bv-on-accent-band', '--bv-accent-band'],
  ['--bv-on-accent-band-action', '--bv-accent-band-action'],
  ['--bv-navy', '--bv-amber-tint'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s scheme', (_, tokens) => {
  it.each(TEXT_PAIRS)('sets %s on %s at AA or better', (text, ground) => {
    const [fg, bg] = [tokens[text], tokens[ground]];
    expect(fg && bg, `${text} or ${ground} is not a #rrggbb token`).toBeTruthy();
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the dark scheme', () => {
  const ground = dark['--bv-white']!;
  const action = dark['--bv-teal']!;
  const band = dark['--bv-accent-band']!;

  it("keeps an accent band quieter than the page's main action: under a third of its contrast with the ground", () => {
    expect(contrast(band, ground)).toBeLessThan(contrast(action, ground) / 3);
  });

  it('makes the action on an accent band its own teal, at least 3:1 against the band', () => {
    expect(dark['--bv-accent-band-action']).toBe(action);
    expect(contrast(dark['--bv-accent-band-action']!, band)).toBeGreaterThanOrEqual(3);
  });
});
