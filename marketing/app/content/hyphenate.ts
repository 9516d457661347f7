import danish from 'hyphen/da/index.js';
import norwegian from 'hyphen/nb/index.js';

type Language = 'da' | 'nb';

const PATTERNS = { da: danish, nb: norwegian } as const;

const SOFT_HYPHEN = '\u00AD';

/**
 * Words shorter than this are left whole: only long compounds ("faktureringsplatform",
 * "abonnementsvirksomheder") need a place to break in a narrow column.
 */
const MIN_WORD_LENGTH = 12;

/**
 * The joints of the compounds our pages use, where the hyphenation patterns break a compound
 * inside one of its parts instead of between them (the Danish TeX patterns split "bank|overførsel"
 * as "ban-ko-ver-før-sel" and "moms|angivelsen" as "momsan-gi-vel-sen"). Each entry is the end of
 * one part and the start of the next: a word that contains it always breaks at the bar, and each
 * part is then hyphenated on its own, so no syllable straddles a joint.
 */
const JOINTS: Record<Language, readonly string[]> = {
  da: [
    'bank|overfør',
    'moms|angiv',
    'moms|indberet',
    'moms|regnskab',
    'privatlivs|politik',
    'økonomi|med',
    'med|arbejd',
    'abonnements|faktur',
    'abonnements|virksom',
    'abonnements|model',
    'faktura|volumen',
    'faktura|linje',
    'faktura|nummer',
    'fakturerings|platform',
    'fakturerings|system',
    'regnskabs|system',
    'regnskabs|program',
    'betalings|service',
    'betalings|løsning',
    'betalings|kort',
    'kunde|service',
    'omkostnings|bereg',
    'opkrævnings|service',
  ],
  nb: [
    'bank|overfør',
    'merverdi|avgift',
    'personvern|erklær',
    'økonomi|med',
    'abonnements|faktur',
    'faktura|volum',
    'faktura|linje',
    'fakturerings|platt',
    'regnskaps|system',
    'regnskaps|program',
    'betalings|løsning',
  ],
};

/**
 * Words the patterns get wrong that are not compounds, written with their correct break points:
 * the inflected "abonnementer" breaks "abon-ne-men-ter", not "abon-ne-ment-er"; the Norwegian
 * patterns give "Kalku-la-to-ren" and "peri-odi-ser-te". Matched without regard to case.
 */
const EXCEPTIONS: Record<Language, readonly string[]> = {
  da: ['abon-ne-men-ter', 'abon-ne-men-ter-ne', 'abon-ne-men-tet'],
  nb: [
    'abon-ne-men-ter',
    'abon-ne-men-te-ne',
    'abon-ne-men-tet',
    'kal-ku-la-to-ren',
    'pe-rio-di-ser-te',
    'pe-rio-di-se-rin-gen',
  ],
};

/** A fragment shorter than this at either end of a part is not worth a hyphen ("me-d-ar"). */
const MIN_FRAGMENT = 2;

const WORD = /\p{L}+/gu;

function exceptionFor(word: string, language: Language): string | null {
  const lower = word.toLowerCase();
  const entry = EXCEPTIONS[language].find((exception) => exception.replaceAll('-', '') === lower);
  if (!entry) return null;
  // Keep the word's own letters (its capital), put the breaks where the entry has them.
  let at = 0;
  return entry
    .split('-')
    .map((piece) => {
      const part = word.slice(at, at + piece.length);
      at += piece.length;
      return part;
    })
    .join(SOFT_HYPHEN);
}

/** Where the word's compound joints are, as offsets into it. */
function jointsIn(word: string, language: Language): number[] {
  const lower = word.toLowerCase();
  const offsets = new Set<number>();
  for (const joint of JOINTS[language]) {
    const bar = joint.indexOf('|');
    const needle = joint.replace('|', '');
    for (let from = lower.indexOf(needle); from !== -1; from = lower.indexOf(needle, from + 1)) {
      offsets.add(from + bar);
    }
  }
  return [...offsets]
    .filter((offset) => offset >= MIN_FRAGMENT && offset <= word.length - MIN_FRAGMENT)
    .sort((a, b) => a - b);
}

/** One part of a compound, hyphenated by the patterns, with no fragment shorter than MIN_FRAGMENT. */
function hyphenatePart(part: string, language: Language): string {
  const pieces = PATTERNS[language]
    .hyphenateSync(part, { minWordLength: MIN_FRAGMENT * 2 })
    .split(SOFT_HYPHEN);
  const kept: string[] = [];
  for (const piece of pieces) {
    const last = kept.length - 1;
    if (last >= 0 && (piece.length < MIN_FRAGMENT || kept[last]!.length < MIN_FRAGMENT)) kept[last] += piece;
    else kept.push(piece);
  }
  return kept.join(SOFT_HYPHEN);
}

/** A long word with soft hyphens between its compound parts and at the syllables inside them. */
export function hyphenateWord(word: string, language: Language): string {
  const exception = exceptionFor(word, language);
  if (exception) return exception;
  const joints = jointsIn(word, language);
  const parts = [0, ...joints].map((start, index) => word.slice(start, joints[index] ?? word.length));
  return parts.map((part) => hyphenatePart(part, language)).join(SOFT_HYPHEN);
}

/**
 * Puts soft hyphens (U+00AD) in the long words of Danish or Norwegian running text, between a
 * compound's parts and at the syllables inside each, so a narrow column breaks
 * "bank-/overførsel" rather than mid-letter. Done at build time because `hyphens: auto` has no
 * dictionary for these languages in Chromium (docs/decisions/2026-11-23-locales-and-urls.md).
 * Headings and labels are not given any (docs/decisions/2026-11-27-type-grid-and-marks.md).
 * English and other languages pass through unchanged.
 */
export function hyphenateText(text: string, language: string, minWordLength = MIN_WORD_LENGTH): string {
  if (language !== 'da' && language !== 'nb') return text;
  return text.replace(WORD, (word) => (word.length < minWordLength ? word : hyphenateWord(word, language)));
}
