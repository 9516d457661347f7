/**
 * Turning Pagefind's results into the rows the dialog shows: pure functions, tested alone.
 */
import type { SiteLocale } from '../../locale/locales';
import { localizeResultUrl, SEARCH_SECTIONS, type SearchSection, searchSectionOf } from '../../search/sites';
import type { PagefindResultData, PagefindSubResult } from './pagefind';

export interface SearchRow {
  url: string;
  section: SearchSection;
  title: string;
  /** The heading the hit sits under, when it is not the page's top. */
  heading: string | null;
  /** Excerpt HTML from Pagefind: escaped text with `<mark>` around the hits. */
  excerpt: string;
}

const weightOf = (sub: PagefindSubResult) =>
  sub.weighted_locations?.reduce((sum, location) => sum + location.balanced_score, 0) ??
  sub.locations?.length ??
  0;

/** The part of the page that matched best: a heading with an anchor, or the page itself. */
export function bestSubResult(data: PagefindResultData): PagefindSubResult | null {
  let best: PagefindSubResult | null = null;
  for (const sub of data.sub_results) {
    if (!best || weightOf(sub) > weightOf(best)) best = sub;
  }
  return best;
}

/** Text without the zero-width characters a heading's anchor link leaves behind. */
const clean = (text: string) => text.replace(/[\u200B-\u200D\uFEFF]/g, '').trim();

/** One dialog row from a result, its address in the reader's locale. */
export function toRow(data: PagefindResultData, locale: SiteLocale): SearchRow {
  const sub = bestSubResult(data);
  const atHeading = sub !== null && sub.url.includes('#');
  const url = localizeResultUrl(atHeading ? sub.url : data.url, locale);
  const filtered = data.filters['section']?.[0];
  const section = (SEARCH_SECTIONS as readonly string[]).includes(filtered ?? '')
    ? (filtered as SearchSection)
    : searchSectionOf(data.url);
  const title = clean(data.meta.title ?? '') || url;
  const heading = atHeading && clean(sub.title) !== title ? clean(sub.title) : null;
  return { url, section, title, heading, excerpt: (atHeading ? sub.excerpt : data.excerpt) || data.excerpt };
}

/** Rows in order, each address once (two bundles can point at the same page). */
export function uniqueRows(rows: SearchRow[]): SearchRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.url)) return false;
    seen.add(row.url);
    return true;
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * An excerpt as text runs, marked or not. Only Pagefind's `<mark>` survives: the excerpt is
 * written with text nodes, never as HTML, so nothing in a page's text can become markup.
 */
export function excerptRuns(excerpt: string): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  const parts = excerpt.split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const part of parts) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part !== '') runs.push({ text: decode(part.replace(/<[^>]*>/g, '')), marked });
  }
  return runs;
}

/** A message with `{name}` placeholders filled in. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
