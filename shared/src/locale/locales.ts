/**
 * Locales, languages and the paths between them (docs/decisions/2026-11-23-locales-and-urls.md).
 * Pure functions: a URL segment or a cookie value in, a known locale or null out.
 */

/** Every locale the site is published under, as written in URLs. */
export const LOCALES = [
  'en-DK',
  'da-DK',
  'en-NO',
  'nb-NO',
  'en-SE',
  'sv-SE',
  'en-FI',
  'fi-FI',
  'en-DE',
  'de-DE',
] as const;

export type Locale = (typeof LOCALES)[number];

/** The unprefixed site: English, no country. */
export const DEFAULT_LOCALE = 'default';

/** A page's locale: one of the list, or the unprefixed default site. */
export type SiteLocale = Locale | typeof DEFAULT_LOCALE;

/** Languages the site can be shown in. */
export const LANGUAGES = ['en', 'da', 'nb', 'sv', 'fi', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages with their own message files; the others fall back to English. */
export const TRANSLATED_LANGUAGES = ['en', 'da', 'nb'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The countries the site serves. */
export const COUNTRIES = ['DK', 'NO', 'SE', 'FI', 'DE'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The two parts of a `language-country` value; the country is the last segment. */
export function parseLocale(value: string): { language: string; country: string } | null {
  const parts = value.split('-');
  if (parts.length < 2 || parts.some((part) => !/^[A-Za-z]{2,3}$/.test(part))) return null;
  return { language: parts.slice(0, -1).join('-'), country: parts[parts.length - 1] ?? '' };
}

/** A URL segment that is one of our locales, exactly as listed (URLs are case-sensitive). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Our locale for a value matched case-insensitively (cookie values), or null. */
export function matchLocale(value: unknown): Locale | null {
  if (typeof value !== 'string' || value.length > 16) return null;
  const lower = value.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}

/** Reads an optional URL locale segment: absent is the default site, unknown is null (a 404). */
export function resolveLocale(segment: string | undefined): SiteLocale | null {
  if (segment === undefined || segment === '') return DEFAULT_LOCALE;
  return isLocale(segment) ? segment : null;
}

/** The language a locale names (sv for sv-SE), English for the default site. */
export function localeLanguage(locale: SiteLocale): Language {
  if (locale === DEFAULT_LOCALE) return 'en';
  return (parseLocale(locale)?.language ?? 'en') as Language;
}

/** The country of a locale, or null for the default site. */
export function localeCountry(locale: SiteLocale): Country | null {
  if (locale === DEFAULT_LOCALE) return null;
  return (parseLocale(locale)?.country ?? null) as Country | null;
}

/** Whether a language has its own messages and page text. */
export function isTranslated(language: string): language is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(language);
}

/**
 * The language a locale's pages are actually written in: its own where translated,
 * English otherwise (sv-SE, fi-FI and de-DE today). This is the page's `<html lang>`.
 */
export function contentLanguage(locale: SiteLocale): TranslatedLanguage {
  const language = localeLanguage(locale);
  return isTranslated(language) ? language : 'en';
}

/**
 * The locale whose URL is canonical for a locale's pages: itself when it has its own text,
 * otherwise the English locale of the same country (sv-SE -> en-SE).
 */
export function canonicalLocale(locale: SiteLocale): SiteLocale {
  if (locale === DEFAULT_LOCALE || isTranslated(localeLanguage(locale))) return locale;
  return `en-${localeCountry(locale)}` as Locale;
}

/** Locales whose pages have text of their own (the hreflang alternates). */
export const ALTERNATE_LOCALES: readonly Locale[] = LOCALES.filter(
  (locale) => canonicalLocale(locale) === locale,
);

/** A site path in its canonical form: leading slash, no trailing slash except the root. */
export function canonicalPath(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.length > 1 ? withLeading.replace(/\/+$/, '') || '/' : withLeading;
}

/** The address of a path under a locale: `/pricing` -> `/da-DK/pricing`, `/` -> `/da-DK/`. */
export function localizedPath(path: string, locale: SiteLocale): string {
  const canonical = canonicalPath(path);
  if (locale === DEFAULT_LOCALE) return canonical;
  return canonical === '/' ? `/${locale}/` : `/${locale}${canonical}`;
}

/** Splits a URL path into its locale and the path without it; an unknown prefix stays in the path. */
export function splitLocalePath(pathname: string): { locale: SiteLocale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: canonicalPath(`/${rest.join('/')}`) };
  return { locale: DEFAULT_LOCALE, path: canonicalPath(pathname) };
}

/** One `<link rel="alternate" hreflang>` of a page. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** The canonical URL of a path in a locale, on the given origin. */
export function canonicalUrl(origin: string, path: string, locale: SiteLocale): string {
  return `${origin}${localizedPath(path, canonicalLocale(locale))}`;
}

/**
 * The hreflang alternates of a path: every locale with its own text, plus x-default. A page
 * written in fewer languages (its `languages`) is offered only in those.
 */
export function alternates(
  origin: string,
  path: string,
  languages: readonly TranslatedLanguage[] = TRANSLATED_LANGUAGES,
): Alternate[] {
  return [
    ...ALTERNATE_LOCALES.filter((locale) => languages.includes(contentLanguage(locale))).map((locale) => ({
      hreflang: locale,
      href: `${origin}${localizedPath(path, locale)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${localizedPath(path, DEFAULT_LOCALE)}` },
  ];
}
