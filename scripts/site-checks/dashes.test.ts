import { describe, expect, it } from 'vitest';
import { distFiles, readDist, requireDist } from './dist';

/**
 * One dash style for ranges and times on every page: an en dash without spaces ("9:00–16:00",
 * "kl. 9–16", "10–20 %"), never a hyphen or a spaced dash (docs/decisions/2026-11-27-type-grid-and-marks.md).
 */
const TIME_RANGE =
  /\b\d{1,2}[:.]\d\d(?:\s*[-\u2010\u2011\u2014]\s*|\s+\u2013\s*|\s*\u2013\s+)\d{1,2}[:.]\d\d\b/g;
const HOUR_RANGE = /\bkl\.\s\d{1,2}(?:\s*[-\u2010\u2011\u2014]\s*|\s+\u2013\s*|\s*\u2013\s+)\d{1,2}\b/g;
/**
 * A range of plain numbers ("10-20 %"), not a date, an ID, a number inside a word ("INV-2026-001")
 * or a section of a statute ("§ 1-1").
 */
const NUMBER_RANGE =
  /(?<![\p{L}\d.,:/\u2010\u2011\u2013-])(?<!§\s?)\d{1,3}(?:[.,]\d+)?(?:\s?[-\u2010\u2011\u2014]\s?|\s\u2013\s?|\s?\u2013\s)\d{1,3}(?:[.,]\d+)?(?![\p{L}\d/\u2010\u2011\u2013-])/gu;

/** The text of a page a visitor reads: no scripts, styles, drawings, code or tags. */
function visibleText(html: string): string {
  const body = html.slice(html.search(/<body\b/i));
  return body
    .replace(/<(script|style|svg|template|code|pre|kbd)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&[a-z]+;/gi, ' ')
    .replace(/\u00ad/g, '');
}

/** Every range on a page written with another dash than a bare en dash. */
export function rangesWithOtherDashes(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  // Each range once: what one pattern found is blanked before the next looks ("kl. 9-16", not "9-16" too).
  for (const pattern of [TIME_RANGE, HOUR_RANGE, NUMBER_RANGE]) {
    rest = rest.replace(pattern, (range) => {
      found.push(range);
      return ' '.repeat(range.length);
    });
  }
  return found;
}

describe('dashes in ranges and times', () => {
  it('finds a hyphen or a spaced dash in a range, and passes an en dash and what is not a range', () => {
    expect(rangesWithOtherDashes('kl. 9-16 dansk tid, 9:00 - 16:00, 9:00 – 16:00, 10-20 %')).toEqual([
      '9:00 - 16:00',
      '9:00 – 16:00',
      'kl. 9-16',
      '10-20',
    ]);
    expect(
      rangesWithOtherDashes(
        'kl. 9–16, 9:00–16:00, 10–20 %, 2026-11-27, INV-2026-0042, e-conomic, § 1-1, B2B',
      ),
    ).toEqual([]);
  });

  it('use an en dash without spaces on every built page', () => {
    requireDist();
    const found: string[] = [];
    for (const file of distFiles().filter((path) => path.endsWith('.html'))) {
      for (const range of rangesWithOtherDashes(visibleText(readDist(file))))
        found.push(`${file}: "${range}"`);
    }
    expect(found).toEqual([]);
  });
});
