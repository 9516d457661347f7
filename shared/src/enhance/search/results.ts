/**
 * Turning Pagefind's results into the rows the dialog shows: pure functions, tested alone.
 */
import { splitDocsPath } from '../../locale/docsLocales';
import type { SiteLocale } from '../../locale/locales';
import { type QueryVariant, queryVariants, relaxedVariants } from '../../search/queryWords';
import {
  localizeResultUrl,
  SEARCH_SECTIONS,
  type SearchLanguage,
  type SearchSection,
  searchSectionOf,
} from '../../search/sites';
import type { PagefindInstance, PagefindResult, PagefindResultData, PagefindSubResult } from './pagefind';

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

/**
 * Rows with each doc once: when a doc is found both in the reader's docs language and in
 * English, the reader's copy takes the better of the two places and the other goes.
 */
export function oneLanguagePerDoc(rows: SearchRow[], readerPrefix: string): SearchRow[] {
  const docOf = (row: SearchRow) => splitDocsPath(row.url.split('#')[0] ?? row.url)?.path ?? null;
  const own = (row: SearchRow) => row.url.startsWith(readerPrefix);
  const kept: SearchRow[] = [];
  const at = new Map<string, number>();
  for (const row of rows) {
    const doc = docOf(row);
    if (doc === null) {
      kept.push(row);
      continue;
    }
    const index = at.get(doc);
    if (index === undefined) {
      at.set(doc, kept.length);
      kept.push(row);
    } else if (own(row) && !own(kept[index]!)) kept[index] = row;
  }
  return kept;
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

/** One result with the score it ranks by across the bundles and the words searched. */
interface Candidate {
  result: PagefindResult;
  score: number;
}

/** What one scope contributes for one search: its results to show (scored), and its counts per section. */
async function searchScope(
  { instance, only }: SearchScope,
  variant: QueryVariant,
  section: SearchSection | '',
  readerInDocs: boolean,
): Promise<{ shown: Candidate[]; counts: Record<string, number> }> {
  const all = await instance.search(variant.text, only ? { filters: { section: only } } : {});
  const counts = all?.filters['section'] ?? {};
  let results: PagefindResult[];
  if (!section) results = all?.results ?? [];
  else if (only) results = section === only ? (all?.results ?? []) : [];
  else results = (await instance.search(variant.text, { filters: { section } }))?.results ?? [];
  // A reader in the docs who types "Nordea" wants the docs page before the integration's page.
  let inDocs = new Set<string>();
  if (readerInDocs && !section && !only && results.length > 0) {
    const docs = await instance.search(variant.text, { filters: { section: 'docs' } });
    inDocs = new Set(docs?.results.map((result) => result.id));
  }
  const docsWeight = (result: PagefindResult) =>
    only === 'docs' || section === 'docs' || inDocs.has(result.id)
      ? readerInDocs
        ? DOCS_READER_WEIGHT
        : 1
      : 1;
  return {
    shown: results.map((result) => ({ result, score: result.score * variant.weight * docsWeight(result) })),
    counts,
  };
}

/**
 * Searches every scope for `term`, narrowed to `section` ('' for all), and counts each section's
 * hits over the whole search whatever is chosen, so the section buttons can show them.
 *
 * The query is searched as the reader's core words and as each synonym's site words
 * (search/queryWords.ts); when those find fewer than three pages, also with one word left out.
 * Results of every scope and search are then ranked together by score: on a Danish page the
 * Danish docs, the Danish marketing pages and the English docs interleave by relevance, none
 * held back behind another. `readerInDocs` weighs docs pages `DOCS_READER_WEIGHT` more for a
 * reader on a docs page.
 */
export async function searchAll(
  term: string,
  scopes: readonly SearchScope[],
  section: SearchSection | '',
  { readerInDocs = false, language = 'en' }: { readerInDocs?: boolean; language?: SearchLanguage } = {},
): Promise<SearchOutcome> {
  const best = new Map<string, Candidate>();
  // Per scope, a section's count is the most any one search found (the searches overlap); the scopes add up.
  const perScope = new Map<number, Record<string, number>>();
  const run = async (variants: readonly QueryVariant[]) => {
    const searched = await Promise.all(
      scopes.flatMap((scope, index) =>
        variants.map(async (variant) => ({
          index,
          ...(await searchScope(scope, variant, section, readerInDocs)),
        })),
      ),
    );
    for (const { index, shown, counts: found } of searched) {
      const own = perScope.get(index) ?? {};
      for (const [name, count] of Object.entries(found)) own[name] = Math.max(own[name] ?? 0, count);
      perScope.set(index, own);
      for (const candidate of shown) {
        const key = `${index}:${candidate.result.id}`;
        if ((best.get(key)?.score ?? -1) < candidate.score) best.set(key, candidate);
      }
    }
  };
  await run(queryVariants(term, language));
  if (best.size < 3) await run(relaxedVariants(term, language));
  const counts: Record<string, number> = {};
  for (const own of perScope.values()) {
    for (const [name, count] of Object.entries(own)) counts[name] = (counts[name] ?? 0) + count;
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  return { found: ranked.map(({ result }) => result), counts };
}

/** Rows loaded beyond those shown, so that a doc found in two languages still leaves a full list. */
const SPARE_ROWS = 6;

/** The docs prefix of a page language's own docs: `/da-DK/docs` for Danish. */
function docsPrefixOf(language: SearchLanguage): string {
  return language === 'da' ? '/da-DK/docs' : language === 'nb' ? '/nb-NO/docs' : '/docs';
}

/**
 * The rows the dialog shows for a query: `searchAll`'s ranking, each page once, each doc in one
 * language, at most `shown` rows; and how many results there were and per section.
 */
export async function searchRows(
  term: string,
  scopes: readonly SearchScope[],
  section: SearchSection | '',
  options: { readerInDocs?: boolean; language?: SearchLanguage; locale: SiteLocale; shown: number },
): Promise<{ rows: SearchRow[]; found: number; counts: Record<string, number> }> {
  const { found, counts } = await searchAll(term, scopes, section, options);
  const data = await Promise.all(found.slice(0, options.shown + SPARE_ROWS).map((result) => result.data()));
  const rows = oneLanguagePerDoc(
    uniqueRows(data.map((item) => toRow(item, options.locale))),
    docsPrefixOf(options.language ?? 'en'),
  ).slice(0, options.shown);
  return { rows, found: found.length, counts };
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
