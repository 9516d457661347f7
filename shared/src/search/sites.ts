/**
 * What the site search covers and how a result finds its way back to the reader's locale
 * (docs/decisions/2026-11-23-search.md). The build's indexer and the browser's search dialog both read
 * this file, so it imports nothing heavier than the locale list.
 */
import {
  DEFAULT_LOCALE,
  isTranslated,
  localeLanguage,
  LOCALES,
  localizedPath,
  type SiteLocale,
  splitLocalePath,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '../locale/locales';
import { splitDocsPath } from '../locale/docsLocales';

/** One search bundle per language with text of its own: each gets its own stemming. */
export const SEARCH_LANGUAGES = TRANSLATED_LANGUAGES;
export type SearchLanguage = TranslatedLanguage;

/**
 * The sites indexed: those whose canonical is themselves and whose text is their own. The
 * unprefixed site holds the English text; da-DK and nb-NO hold the Danish and Norwegian. The
 * other locales repeat one of these (the docs are indexed once, at /docs/).
 */
export const SEARCHED_SITES: readonly SiteLocale[] = [
  DEFAULT_LOCALE,
  ...LOCALES.filter((locale) => localeLanguage(locale) !== 'en' && isTranslated(localeLanguage(locale))),
];

/** Where a language's bundle is published. */
export function searchBundlePath(language: SearchLanguage): string {
  return `/pagefind/${language}/`;
}

/** The sections a reader can narrow the results to, in the order the dialog offers them. */
export const SEARCH_SECTIONS = ['docs', 'product', 'integrations', 'blog'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** The section a page belongs to, from its URL path (with or without a locale prefix). */
export function searchSectionOf(url: string): SearchSection {
  if (splitDocsPath(url.split('#')[0] ?? url)) return 'docs';
  const { path } = splitLocalePath(url.split('#')[0] ?? url);
  if (path === '/integrations' || path.startsWith('/integrations/')) return 'integrations';
  if (path === '/blog' || path.startsWith('/blog/')) return 'blog';
  return 'product';
}

/**
 * The bundles a page searches: its own language (its marketing pages and its docs), then
 * English, whose docs a Danish or Norwegian reader still reaches (results.ts ranks them together).
 */
export function searchLanguagesFor(pageLanguage: string): SearchLanguage[] {
  const own = pageLanguage.toLowerCase().split('-')[0] ?? 'en';
  return isTranslated(own) && own !== 'en' ? [own, 'en'] : ['en'];
}

/**
 * The address a result opens for a reader on `locale`: a marketing page goes to that
 * locale's copy (`/pricing#plans` on da-DK -> `/da-DK/pricing#plans`); docs stay where they are.
 */
export function localizeResultUrl(url: string, locale: SiteLocale): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (searchSectionOf(path) === 'docs') return url;
  const { locale: own, path: rest } = splitLocalePath(path);
  if (own !== DEFAULT_LOCALE) return url;
  return localizedPath(rest, locale) + hash;
}
