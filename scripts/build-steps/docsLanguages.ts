/**
 * The docs in three languages (docs/decisions/2026-11-27-docs-in-danish-and-norwegian.md):
 * Docusaurus builds English at /docs/ and Danish and Norwegian at /da-DK/docs/ and
 * /nb-NO/docs/ (their `localeConfigs` base URLs, written under build/da-DK/ and build/nb-NO/).
 * A page without a translation is built from the English file and marked by the DocItem
 * wrapper (`MARKERS.docsFallback`); these steps then treat it as the English page's copy.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOCS_DEFAULT_LOCALE,
  DOCS_LOCALES,
  type DocsLocale,
  isDocsLocale,
  isEnglishOnlyDocsPath,
  localizeDocsHref,
  MARKERS,
  SITE_ORIGIN,
  type SiteLocale,
  splitDocsPath,
  splitLocalePath,
} from '@web/shared';
import { DOCS_STRUCTURE_FILE, type DocsStructure } from '../../docs-site/plugins/docsStructure';
import { attr, type HtmlPage, hasToken } from '../html';

/** Where each language's docs sit in dist/ (and in the URL). */
export function docsFolderOf(locale: DocsLocale | null): string {
  return locale ? `${locale}/docs` : 'docs';
}

/** The docs language of a published file (its path in dist/, as `da-DK/docs/…`): da-DK, null for the English docs, undefined outside the docs. */
export function docsLocaleOfFile(file: string): DocsLocale | null | undefined {
  const match = /^(?:([a-z]{2}-[A-Z]{2})\/)?docs\//.exec(file);
  if (!match) return undefined;
  if (match[1] === undefined) return null;
  return isDocsLocale(match[1]) ? match[1] : undefined;
}

/** Whether a published file belongs to the docs, in any language. */
export function isDocsFile(file: string): boolean {
  return docsLocaleOfFile(file) !== undefined;
}

/** Where Docusaurus wrote one language's build: the English one at its root, the others in a folder. */
export function docsBuildOf(docsBuild: string, locale: DocsLocale | null): string {
  return locale ? join(docsBuild, locale) : docsBuild;
}

/** Where one language's docs-structure.json is (written by docs-site/plugins/docsStructure.ts). */
export function docsStructureFile(docsBuild: string, locale: DocsLocale | null): string {
  return join(docsBuildOf(docsBuild, locale), DOCS_STRUCTURE_FILE);
}

/** One language's docs as its Docusaurus build describes them: docs, sidebar and routes. */
export function readDocsStructure(docsBuild: string, locale: DocsLocale | null): DocsStructure {
  const file = docsStructureFile(docsBuild, locale);
  if (!existsSync(file))
    throw new Error(`the docs build has no ${file} (docs-site/plugins/docsStructure.ts writes it)`);
  const structure = JSON.parse(readFileSync(file, 'utf8')) as DocsStructure;
  if (structure.locale !== (locale ?? DOCS_DEFAULT_LOCALE))
    throw new Error(
      `${file} describes the ${structure.locale} docs, not the ${locale ?? DOCS_DEFAULT_LOCALE} ones`,
    );
  return structure;
}

/** The English path of a Danish or Norwegian page built from the English file, or null. */
export function fallbackOf(page: HtmlPage): string | null {
  const marked = page.first((element) => attr(element, MARKERS.docsFallback) !== undefined);
  return marked ? (attr(marked, MARKERS.docsFallback) ?? null) : null;
}

/** The site locale a published file's text is for: `da-DK/pricing.html` -> 'da-DK'. */
export function siteLocaleOfFile(file: string): SiteLocale {
  return splitLocalePath(`/${file}`).locale;
}

/**
 * Links into the English docs on a Danish or Norwegian page (marketing or docs) moved to the
 * same doc in the page's language: the footer's "Guide til abonnementer", a doc's link in a
 * marketing page's text, the header's Docs. Returns how many moved.
 */
export function localizeDocsLinksIn(page: HtmlPage, locale: SiteLocale): number {
  if (!isDocsLocale(locale)) return 0;
  let moved = 0;
  for (const link of page.find((element) => element.tagName === 'a')) {
    // The locale switcher's choices already lead where each locale reads the page.
    if (attr(link, MARKERS.localeChoice) !== undefined) continue;
    const href = attr(link, 'href');
    if (href === undefined || !splitDocsPath(href)) continue;
    const localized = localizeDocsHref(href, locale);
    if (localized !== href) {
      page.setAttribute(link, 'href', localized);
      moved += 1;
    }
  }
  return moved;
}

/** The docs URL of a path in a language: `/docs/x` in da-DK is `/da-DK/docs/x`. */
const inLanguage = (englishPath: string, locale: DocsLocale | null) =>
  locale ? `/${locale}${englishPath}` : englishPath;

/**
 * The head of a docs page as its language's copy should have it. Docusaurus gives every page
 * a canonical to itself and an hreflang alternate for every language; a page built from the
 * English file (`untranslated` holds, per language, the English paths it has no text for)
 * is not a page of its own: its canonical is the English page, it is noindex (so no search
 * or sitemap lists it), and no page offers it as an alternate.
 */
export function fixDocsHead(
  page: HtmlPage,
  file: string,
  untranslated: ReadonlyMap<DocsLocale, ReadonlySet<string>>,
): void {
  const locale = docsLocaleOfFile(file);
  if (locale === undefined) return;
  const fallback = locale ? fallbackOf(page) : null;
  const head = page.tag('head');
  if (!head) throw new Error(`${file}: no <head>`);
  for (const link of page.find((element) => element.tagName === 'link')) {
    const href = attr(link, 'href') ?? '';
    if (hasToken(link, 'rel', 'canonical') && fallback) {
      page.setAttribute(link, 'href', `${SITE_ORIGIN}${fallback}`);
    } else if (hasToken(link, 'rel', 'alternate') && attr(link, 'hreflang') !== undefined) {
      if (fallback) {
        page.remove(link);
        continue;
      }
      const target = splitDocsPath(href.replace(SITE_ORIGIN, ''));
      // The API reference is English only: its pages have no Danish or Norwegian alternate.
      const englishOnly = target?.locale && isEnglishOnlyDocsPath(target.path);
      if (
        englishOnly ||
        (target?.locale && untranslated.get(target.locale)?.has(canonicalDocsPath(target.path)))
      )
        page.remove(link);
    }
  }
  if (fallback) page.append(head, '<meta name="robots" content="noindex">');
}

/** A docs path in the form the fallback marks use: `/docs/` for the home, no trailing slash elsewhere. */
export function canonicalDocsPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? path;
  return bare === '/docs' || bare === '/docs/' ? '/docs/' : bare.replace(/\/+$/, '');
}

/** A sitemap without the URLs given (Docusaurus lists every page it built). */
export function sitemapWithout(xml: string, urls: ReadonlySet<string>): string {
  return xml.replace(
    /<url>(?:(?!<\/url>).)*?<loc>([^<]*)<\/loc>(?:(?!<\/url>).)*?<\/url>/gs,
    (entry, loc: string) => (urls.has(loc) ? '' : entry),
  );
}

/** Every language's docs sitemap, as the sitemap index lists them. */
export const DOCS_SITEMAPS = [null, ...DOCS_LOCALES].map((locale) => `/${docsFolderOf(locale)}/sitemap.xml`);

export { inLanguage as docsPathIn };

/** Reads, edits and writes one file. */
export function editFile(path: string, edit: (text: string) => string): void {
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
}
