import danish from 'hyphen/da/index.js';
import norwegian from 'hyphen/nb/index.js';

const HYPHENATORS = { da: danish, nb: norwegian } as const;

/**
 * Words shorter than this are left whole: only long compounds ("faktureringsplatform",
 * "abonnementsvirksomheder") need a place to break on a 320 px screen.
 */
const MIN_WORD_LENGTH = 12;

/**
 * Puts soft hyphens (U+00AD) at the Danish or Norwegian hyphenation points of a heading's long
 * words, so a phone breaks "faktura-/ringsplatform" at a syllable instead of mid-letter. Done at
 * build time because `hyphens: auto` has no dictionary for these languages in Chromium
 * (docs/decisions/2026-11-23-locales-and-urls.md). English and other languages pass through unchanged.
 */
export function hyphenateHeading(text: string, language: string, minWordLength = MIN_WORD_LENGTH): string {
  if (language !== 'da' && language !== 'nb') return text;
  return HYPHENATORS[language].hyphenateSync(text, { minWordLength });
}
