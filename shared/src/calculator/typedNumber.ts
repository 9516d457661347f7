/**
 * Reads a number as a person types it on a page in `locale`: thousands separators of that
 * language ("1,500" in English, "1.500" in Danish, "1 500" with a space or no-break space in
 * Norwegian), its decimal mark, and abbreviations ("1.5m", "1,5 mio", "1,5 mill.", "20k").
 * A unit the field already shows ("DKK", "kr", "%") may be typed too. Returns null for an
 * empty field or text that is not a number, so a field can keep what was typed while editing.
 */
export function parseTypedNumber(text: string, locale: string): number | null {
  const decimalMark = decimalMarkOf(locale);
  let rest = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim()
    // A currency before or after the amount ("kr 2 500 000", "2,5 mill. NOK"), a percent sign,
    // and the Norwegian and Danish ",-" that closes a whole amount ("750 000,-").
    .replace(/^(dkk|nok|kr\.?)\s*/, '')
    .replace(/\s*(dkk|nok|kr\.?|%)$/, '')
    .replace(/,-$/, '');
  const scale = /^(.*?)\s*([a-z]+)\.?$/.exec(rest);
  const multiplier = scale ? SCALES[scale[2]!] : 1;
  if (multiplier === undefined) return null;
  if (scale) rest = scale[1]!;
  const negative = /^[-\u2212]/.test(rest);
  if (negative) rest = rest.slice(1).trimStart();
  // Spaces only ever group digits ("1 500", "1 500 000").
  if (!/^\d{1,3}( \d{3})*([.,]\d+)*$|^[\d.,]+$/.test(rest)) return null;
  const digits = readDigits(rest.replace(/ /g, ''), decimalMark);
  if (digits === null) return null;
  const value = Number(digits) * multiplier;
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** What an abbreviation or a word for a number multiplies by, in English, Danish and Norwegian. */
const SCALES: Record<string, number> = Object.fromEntries([
  ...['k', 'tusind', 'tusen', 'thousand'].map((word) => [word, 1_000]),
  ...['m', 'mn', 'mio', 'mill', 'million', 'millions', 'millioner'].map((word) => [word, 1_000_000]),
  ...['mrd', 'milliard', 'milliarder', 'bn', 'billion'].map((word) => [word, 1_000_000_000]),
]);

/** The decimal mark the language writes: "," in Danish and Norwegian, "." in English. */
function decimalMarkOf(locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** Groups of three after the first: "1,500" or "12.345.678", not "1,5" or "15,00". */
const grouped = (text: string, mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(text);

/**
 * Digits and at most two kinds of mark to a plain "1234.5". With both marks, the last is the
 * decimal mark. With one mark: the language's decimal mark is a decimal mark when it appears
 * once; the other mark groups thousands when it sits in groups of three, and is otherwise read
 * as a decimal mark ("1.5m" on a Danish page means one and a half million).
 */
function readDigits(text: string, decimalMark: string): string | null {
  if (!/^\d/.test(text) && !/^[.,]\d/.test(text)) return null;
  const marks = [...new Set(text.replace(/\d/g, ''))];
  if (marks.length === 0) return text;
  if (marks.length === 2) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [whole, fraction, ...extra] = text.split(decimal);
    if (extra.length > 0 || !grouped(whole!, group) || !/^\d+$/.test(fraction!)) return null;
    return `${whole!.split(group).join('')}.${fraction}`;
  }
  const mark = marks[0]!;
  const count = text.split(mark).length - 1;
  if (count === 1 && (mark === decimalMark || !grouped(text, mark))) {
    const [whole, fraction] = text.split(mark);
    if (!/^\d*$/.test(whole!) || !/^\d+$/.test(fraction!)) return null;
    return `${whole || '0'}.${fraction}`;
  }
  return grouped(text, mark) ? text.split(mark).join('') : null;
}
