/**
 * Text for the social cards, set as outlines of Inter (from @fontsource/inter) rather than as
 * SVG <text>: the cards then look the same on every build machine whatever fonts it has, and
 * lines are measured with the font's own advances and kerning, so they wrap where they should.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export type Weight = 500 | 600 | 700;

/** Inter's subsets in the order a character is looked up: Latin (æ ø å included) first. */
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];

const loaded = new Map<Weight, Font[]>();

function fontsOf(weight: Weight): Font[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = SUBSETS.map((subset) => {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      const font = create(readFileSync(file));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font.`);
      return font;
    });
    loaded.set(weight, fonts);
  }
  return fonts;
}

/** Splits text into runs that one subset can draw; throws on a character none can. */
function runsOf(text: string, weight: Weight): { font: Font; text: string }[] {
  const fonts = fontsOf(weight);
  const runs: { font: Font; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Spaces and joiners go with the run they sit in.
    const font =
      /\s/.test(char) && runs.length > 0
        ? runs[runs.length - 1]!.font
        : fonts.find((candidate) => candidate.hasGlyphForCodePoint(code));
    if (!font)
      throw new Error(`Inter has no glyph for "${char}" (U+${code.toString(16).toUpperCase()}) in "${text}"`);
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** A number rounded to 1 decimal, without a negative zero. */
const round = (value: number) => Math.round(value * 10) / 10 || 0;

const SVG_COMMANDS = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
} as const;

const widths = new Map<string, number>();

/** The advance width of `text` at `size` px, kerning included. */
export function textWidth(text: string, size: number, weight: Weight): number {
  const key = `${weight} ${size} ${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  let width = 0;
  for (const run of runsOf(text, weight)) {
    width += run.font.layout(run.text).advanceWidth * (size / run.font.unitsPerEm);
  }
  widths.set(key, width);
  return width;
}

/**
 * The width of a line of words: each word measured once and remembered, plus the spaces. Much
 * faster than shaping every candidate line when wrapping, and within a few px of it (a hair
 * wider, so a line it lets through fits when drawn).
 */
export function lineWidth(text: string, size: number, weight: Weight): number {
  const words = text.split(' ');
  const space = textWidth(' ', size, weight);
  return words.reduce(
    (sum, word) => sum + (word ? textWidth(word, size, weight) : 0),
    space * (words.length - 1),
  );
}

/** `text` as one SVG path, its pen starting at (x, baseline), y pointing down as in SVG. */
export function textPath(text: string, size: number, weight: Weight, x: number, baseline: number): string {
  const parts: string[] = [];
  let penX = x;
  for (const run of runsOf(text, weight)) {
    const scale = size / run.font.unitsPerEm;
    const glyphs = run.font.layout(run.text);
    glyphs.glyphs.forEach((glyph, i) => {
      const position = glyphs.positions[i]!;
      const originX = penX + position.xOffset * scale;
      const originY = baseline - position.yOffset * scale;
      for (const { command, args } of glyph.path.commands) {
        const points: number[] = [];
        for (let j = 0; j < args.length; j += 2) {
          points.push(round(originX + args[j]! * scale), round(originY - args[j + 1]! * scale));
        }
        parts.push(SVG_COMMANDS[command] + points.join(' '));
      }
      penX += position.xAdvance * scale;
    });
  }
  return parts.join('');
}

/** Measures a line of text in px. */
export type Measure = (text: string) => number;

/**
 * Breaks text into lines no wider than `maxWidth`, at spaces, and inside a word only when the
 * word alone is too wide. Greedy: each line takes as many words as fit.
 */
export function wrapGreedy(text: string, maxWidth: number, measure: Measure): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than a whole line is cut where it overflows.
    let rest = word;
    while (measure(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Wraps into as few lines as the greedy wrap needs, then evens them out: the narrowest width
 * that still gives that many lines, so a title never ends on one stranded word when it need not.
 */
export function wrapBalanced(text: string, maxWidth: number, measure: Measure): string[] {
  const greedy = wrapGreedy(text, maxWidth, measure);
  if (greedy.length < 2) return greedy;
  let low = 0;
  let high = maxWidth;
  let best = greedy;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    const lines = wrapGreedy(text, mid, measure);
    if (lines.length === greedy.length && lines.every((line) => measure(line) <= mid)) {
      best = lines;
      high = mid;
    } else {
      low = mid;
    }
  }
  return best;
}

export interface TitleLayout {
  size: number;
  lines: string[];
}

/**
 * Picks the largest of `sizes` (largest first) at which the title fits in `maxWidth`, no word
 * cut, in as many lines as `maxLinesAt(size)` allows; at the smallest size a title that still does not fit
 * is cut after the last line it may have, with an ellipsis.
 */
export function fitTitle(
  title: string,
  sizes: readonly number[],
  maxLinesAt: (size: number) => number,
  maxWidth: number,
  measureAt: (size: number) => Measure,
): TitleLayout {
  const words = title.trim().split(/\s+/);
  for (const size of sizes) {
    const measure = measureAt(size);
    // A size at which a word would have to be cut is too large, while a smaller one remains.
    if (size !== sizes[sizes.length - 1] && words.some((word) => measure(word) > maxWidth)) continue;
    const lines = wrapBalanced(title, maxWidth, measure);
    if (lines.length <= maxLinesAt(size)) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  const measure = measureAt(size);
  const maxLines = Math.max(1, maxLinesAt(size));
  const lines = wrapGreedy(title, maxWidth, measure).slice(0, maxLines);
  let last = `${lines[maxLines - 1]!}…`;
  while (measure(last) > maxWidth && last.length > 1) last = `${last.slice(0, -2).trimEnd()}…`;
  lines[maxLines - 1] = last;
  return { size, lines };
}
