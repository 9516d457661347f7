import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createIndex, close } from 'pagefind';
import {
  SEARCH_LANGUAGES,
  searchBundlePath,
  SEARCHED_SITES,
  searchSectionOf,
  type SearchLanguage,
  splitLocalePath,
} from '@web/shared';
import { escapeHtml, type HtmlPage, ownTitle, readHtml } from '../html';
import { isNoindex, pagePath } from './sitemap';
import { isDocsFile } from './docsLanguages';

export interface PublishedPage {
  /** Relative to dist/, with forward slashes: the page dist/docs/billing/plans.html is docs/billing/plans.html here. */
  file: string;
  html: string;
  /** `<html lang>`, when the step that wrote the page read it already. */
  lang?: string | null;
  /** Its own title (`ownTitle`), when the step that wrote the page read it already. */
  title?: string | null;
}

/** The URL a search result opens: the page's canonical path (docs keep their trailing-slash home). */
export function resultUrl(file: string): string {
  const path = pagePath(file);
  if (/^(\/[a-z]{2}-[A-Z]{2})?\/docs$/.test(path)) return `${path}/`;
  const { locale, path: rest } = splitLocalePath(path);
  return locale !== 'default' && rest === '/' ? `/${locale}/` : path;
}

/**
 * Whether a published page belongs in the search: pages of the sites whose text is their own
 * (docs/decisions/2026-11-23-search.md), leaving out the pages that ask not to be indexed (not-found,
 * thank-you, the blocks gallery).
 */
export function isSearchable(file: string, html: string | HtmlPage): boolean {
  if (!file.endsWith('.html') || /(^|\/)404(\.html|\/index\.html)$/.test(file)) return false;
  if (isNoindex(html)) return false;
  if (isDocsFile(file)) return true;
  if (file.startsWith('pagefind/') || file.startsWith('assets/')) return false;
  const { locale } = splitLocalePath(pagePath(file));
  return SEARCHED_SITES.includes(locale);
}

/**
 * The page as the indexer should read it: its section as a filter and its own title as the
 * result's title (a marketing page's first heading is a slogan, not its name), both on a
 * hidden element Pagefind reads wherever it sits; and its words whole.
 */
export function markForIndex(file: string, html: string, title = ownTitle(readHtml(html))): string {
  if (!/\sdata-pagefind-body\b/.test(html)) {
    throw new Error(`${file}: no element marks the content to index (data-pagefind-body)`);
  }
  const section = searchSectionOf(resultUrl(file));
  const meta = title ? ` data-pagefind-meta="title:${escapeHtml(title)}"` : '';
  const marker = `<span hidden data-pagefind-filter="section:${section}"${meta}></span>`;
  // The body's start tag, found after the head without parsing the page again (the assembly
  // already has; parsing here took most of this step's time). Quoted values may hold a `>`.
  const head = html.search(/<\/head\s*>/i);
  const body = /<body\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
  body.lastIndex = Math.max(head, 0);
  const start = body.exec(html);
  if (!start) throw new Error(`${file}: page has no <body>`);
  const at = start.index + start[0].length;
  // Danish and Norwegian headings carry soft hyphens for line breaking: a word split by them
  // would never match the word typed (as the character or as any reference to it).
  return (html.slice(0, at) + marker + html.slice(at)).replace(/\u00AD|&shy;|&#173;|&#xAD;/gi, '');
}

/**
 * Pagefind's own UIs (we ship our dialog) and its web worker (the dialog searches on the page's
 * thread: shared/src/enhance/search/pagefind.ts): only the library and the index stay.
 */
const PAGEFIND_UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/;

/**
 * Indexes the searchable pages with Pagefind, one bundle per language under /pagefind/{lang}/,
 * so each language gets its own stemming and a page loads only the indexes it searches.
 * Returns the number of pages indexed per language.
 */
export async function writeSearchIndex(
  out: string,
  pages: PublishedPage[],
): Promise<Record<SearchLanguage, number>> {
  // Each page is sorted into its language's bundle once, not once per bundle.
  const byLanguage = new Map<string, PublishedPage[]>(SEARCH_LANGUAGES.map((language) => [language, []]));
  for (const page of pages) {
    if (isSearchable(page.file, page.html))
      byLanguage.get((page.lang === undefined ? readHtml(page.html).lang() : page.lang) ?? '')?.push(page);
  }
  const counts = Object.fromEntries(
    SEARCH_LANGUAGES.map((language) => [language, byLanguage.get(language)?.length ?? 0]),
  ) as Record<SearchLanguage, number>;
  try {
    for (const language of SEARCH_LANGUAGES) {
      if (counts[language] === 0)
        throw new Error(`no ${language} page is searchable: the search would be empty`);
      // A docs heading's `#` link would add a zero-width space to every heading it quotes.
      const { index, errors } = await createIndex({ excludeSelectors: ['.hash-link'] });
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      for (const page of byLanguage.get(language) ?? []) {
        const added = await index.addHTMLFile({
          url: resultUrl(page.file),
          // A page the assembly did not read has no title yet: markForIndex then reads it.
          content: markForIndex(page.file, page.html, page.title),
        });
        if (added.errors.length > 0) throw new Error(`${page.file}: Pagefind: ${added.errors.join('; ')}`);
      }
      const outputPath = join(out, searchBundlePath(language).replace(/^\//, ''));
      const written = await index.writeFiles({ outputPath });
      if (written.errors.length > 0)
        throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
      for (const name of readdirSync(outputPath)) {
        if (PAGEFIND_UNUSED_FILE.test(name)) rmSync(join(outputPath, name));
      }
    }
  } finally {
    await close();
  }
  return counts;
}
