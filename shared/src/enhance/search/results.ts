/**
 * Turning Pagefind's results into the rows the dialog shows: pure functions, tested alone.
 */
import type { SiteLocale } from '../../locale/locales';
import { localizeResultUrl, SEARCH_SECTIONS, type SearchSection, searchSectionOf } from '../../search/sites';
import type {
  PagefindInstance,
  PagefindResponse,
  PagefindResult,
  PagefindResultData,
  PagefindSubResult,
} from './pagefind';

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

/** One language bundle to search, and the only section it contributes, if it is limited to one. */
export interface SearchScope {
  instance: Pick<PagefindInstance, 'search'>;
  only: SearchSection | null;
}

/** What one search found across the bundles: the results to show, in order, and the count per section. */
export interface SearchOutcome {
  found: PagefindResult[];
  counts: Record<string, number>;
}

/**
 * How much more a docs result weighs for a reader in the docs: someone there who types "Nordea"
 * wants the docs page before the integration's marketing page. Elsewhere the whole site ranks
 * as Pagefind scores it (a docs heading matched word for word still comes first from home).
 */
export const DOCS_READER_WEIGHT = 1.5;

/** The scopes for the bundles in the order loaded: the page's language whole, then the docs of the rest. */
export function scopesFor(instances: readonly Pick<PagefindInstance, 'search'>[]): SearchScope[] {
  // A bundle after the first is English on a translated site: it adds the docs only, since
  // every marketing page there has text of its own in the page's language.
  return instances.map((instance, index) => ({ instance, only: index === 0 ? null : 'docs' }));
}

/** Results reordered so docs pages weigh `DOCS_READER_WEIGHT` more (for a reader on a docs page). */
async function docsFirst(
  instance: SearchScope['instance'],
  term: string,
  response: PagefindResponse,
): Promise<PagefindResult[]> {
  const docs = await instance.search(term, { filters: { section: 'docs' } });
  const inDocs = new Set(docs?.results.map((result) => result.id));
  const weight = (result: PagefindResult) => result.score * (inDocs.has(result.id) ? DOCS_READER_WEIGHT : 1);
  return [...response.results].sort((a, b) => weight(b) - weight(a));
}

/**
 * Searches every scope for `term`, narrowed to `section` ('' for all), and counts each section's
 * hits over the whole search whatever is chosen, so the section buttons can show them.
 * `readerInDocs` puts docs pages first for a reader on a docs page when no section is chosen.
 */
export async function searchAll(
  term: string,
  scopes: readonly SearchScope[],
  section: SearchSection | '',
  { readerInDocs = false }: { readerInDocs?: boolean } = {},
): Promise<SearchOutcome> {
  const searched = await Promise.all(
    scopes.map(async ({ instance, only }) => {
      const all = await instance.search(term, only ? { filters: { section: only } } : {});
      if (!section && !only && all)
        return { all, shown: readerInDocs ? await docsFirst(instance, term, all) : all.results };
      if (!section || (only && section === only)) return { all, shown: all?.results ?? [] };
      if (only) return { all, shown: [] };
      return { all, shown: (await instance.search(term, { filters: { section } }))?.results ?? [] };
    }),
  );
  const counts: Record<string, number> = {};
  for (const { all } of searched) {
    for (const [name, count] of Object.entries(all?.filters['section'] ?? {})) {
      counts[name] = (counts[name] ?? 0) + count;
    }
  }
  return { found: searched.flatMap(({ shown }) => shown), counts };
}

/** The count a section button shows: its own, the sum for "all" (''), nothing before a search. */
export function sectionCount(counts: Record<string, number> | null, section: string): number | null {
  if (!counts) return null;
  if (section === '') return Object.values(counts).reduce((a, b) => a + b, 0);
  return counts[section] ?? null;
}

/** Which status message a finished search announces, and with what values. */
export function statusFor(
  term: string,
  found: number,
  shown: number,
): { name: 'none' | 'more' | 'one' | 'many'; values: Record<string, string | number> } {
  if (found === 0) return { name: 'none', values: { query: term } };
  if (found > shown) return { name: 'more', values: { shown, count: found } };
  return { name: found === 1 ? 'one' : 'many', values: { count: found } };
}
