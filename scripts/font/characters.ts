/**
 * The characters the site's web font keeps: what en, da, nb, sv, fi and de text and the site's
 * figures set, found by reading every built page's text (scripts/site-checks/font.test.ts fails when a
 * page uses one that is missing here; then add it and run `npm run font`). Everything else falls
 * back to the metric-matched local font, character by character.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

export const FONT_CHARACTERS = [
  // Basic Latin, printable.
  range(0x20, 0x7e),
  // The letters of the six languages (Æ Ø Å Ä Ö Ü ß, Finnish š ž) and of loanwords (é, à…).
  'ÆØÅÄÖÜæøåäöüßŠšŽžÉéÈèÀàÁáÓó',
  // Spaces and breaks: no-break, narrow no-break and thin (sv, fi, de figures), zero-width
  // space (break points in long names), the hyphen a browser draws where a soft hyphen breaks a
  // line, no-break hyphen. (The soft hyphen itself has no glyph.)
  '\u00a0\u202f\u2009\u200b\u2010\u2011',
  // Typographic quotes, dashes, ellipsis, middle dot and bullet.
  '‘’“”„«»–—…·•',
  // Signs the figures and tables use: euro, times, divide, minus, almost equal, plus-minus,
  // arrows (sort order, flows), tick, section, copyright, degree.
  '€×÷−≈±→↑↓↔✓§©°',
].join('');
