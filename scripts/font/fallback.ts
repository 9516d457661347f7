/**
 * The metric-matched fallback faces: a local font scaled and given Inter's ascent and descent, so
 * text set in it takes the room Inter will take and the swap to Inter moves nothing.
 *
 * size-adjust is the ratio of the two fonts' average advance widths over the site's own text
 * (each character weighted by how often the content uses it), so a line holds as many words in
 * either font. The vertical overrides are Inter's ascent, descent and line gap as a share of the
 * em, divided by size-adjust because the browser scales them by it too.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';

export interface FallbackFont {
  /** The family name the stylesheets list after Inter. */
  family: string;
  /** The local() names to try, in order. */
  locals: string[];
  /** The file whose metrics the face is matched to (a Debian package's path). */
  file: string;
}

/**
 * Arial on Windows and macOS, Helvetica on older Macs, Liberation Sans or Arimo on Linux: the
 * latter two are drawn to Arial's widths and vertical metrics, so Liberation Sans's file stands
 * for all of them. DejaVu Sans (most Linux desktops, and this project's Chromium) is much wider
 * and gets its own face.
 */
export const FALLBACK_FONTS: FallbackFont[] = [
  {
    family: 'Inter fallback',
    locals: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo'],
    file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  },
  {
    family: 'Inter fallback DejaVu',
    locals: ['DejaVu Sans', 'DejaVuSans'],
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  },
];

export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export function openFont(bytes: Buffer): Font {
  const font = create(bytes);
  if (!('layout' in font)) throw new Error('expected one font, got a collection');
  return font;
}

export function openFontFile(file: string): Font {
  return openFont(readFileSync(file));
}

/** How often each character occurs in `text`, for the characters both fonts draw. */
function frequencies(text: string, fonts: Font[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (fonts.every((font) => font.hasGlyphForCodePoint(code))) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

/** The font's average advance width over the weighted characters, as a share of its em. */
function averageWidth(font: Font, counts: Map<number, number>): number {
  let width = 0;
  let total = 0;
  for (const [code, count] of counts) {
    width += font.glyphForCodePoint(code).advanceWidth * count;
    total += count;
  }
  return width / total / font.unitsPerEm;
}

/** The overrides that make `fallback` take Inter's room, for text like `sample`. */
export function fallbackMetrics(inter: Font, fallback: Font, sample: string): FallbackMetrics {
  const counts = frequencies(sample, [inter, fallback]);
  const sizeAdjust = averageWidth(inter, counts) / averageWidth(fallback, counts);
  const share = (units: number) => Math.abs(units) / inter.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: share(inter.ascent),
    descentOverride: share(inter.descent),
    lineGapOverride: share(inter.lineGap),
  };
}

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/** One fallback's @font-face rule. */
export function fallbackFace(font: FallbackFont, metrics: FallbackMetrics): string {
  return [
    '@font-face {',
    `  font-family: '${font.family}';`,
    `  src: ${font.locals.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(metrics.sizeAdjust)};`,
    `  ascent-override: ${percent(metrics.ascentOverride)};`,
    `  descent-override: ${percent(metrics.descentOverride)};`,
    `  line-gap-override: ${percent(metrics.lineGapOverride)};`,
    '}',
  ].join('\n');
}
