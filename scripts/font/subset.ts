/**
 * The site's web font, made from the Inter 4 variable font (inter-ui, SIL OFL): one WOFF2 that
 * keeps only the characters in characters.ts, the weights the stylesheets use and both axes
 * (weight, and optical size so headings get Inter Display's tighter shapes), and the layout
 * features text needs (kerning, contextual forms, marks, tabular figures).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { FONT_CHARACTERS } from './characters';

const require = createRequire(import.meta.url);

/** The source: the full Inter 4 variable font, upright. */
export const SOURCE_PACKAGE = 'inter-ui';
const SOURCE_FILE = 'variable/InterVariable.woff2';

/** The weights the stylesheets set, lightest to boldest (400 body, 600-800 headings and labels). */
export const WEIGHTS = { min: 400, max: 800 } as const;

/**
 * Kerning, contextual alternates, composition and marks (å, ö, ø set right), local forms, and
 * tabular figures (price tables). The stylistic sets and character variants go: nothing asks
 * for them, and each would keep its own glyphs.
 */
const FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

export function sourceVersion(): string {
  return (require(`${SOURCE_PACKAGE}/package.json`) as { version: string }).version;
}

export function sourceFont(): Buffer {
  return readFileSync(require.resolve(`${SOURCE_PACKAGE}/${SOURCE_FILE}`));
}

/** The subset WOFF2, the same bytes for the same source, characters and options. */
export function subsetInter(): Promise<Buffer> {
  return subsetFont(sourceFont(), FONT_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}
