/**
 * The languages the docs are written in (docs/decisions/2026-11-27-docs-in-danish-and-norwegian.md):
 * English at /docs/, Danish at /da-DK/docs/ and Norwegian at /nb-NO/docs/. The other locales
 * (en-*, sv-SE, fi-FI, de-DE) read the English docs.
 */
import { DEFAULT_LOCALE, type Locale, type SiteLocale } from './locales';

/** The locales with docs of their own, as their URL prefixes (and Docusaurus's locale names). */
export const DOCS_LOCALES = ['da-DK', 'nb-NO'] as const satisfies readonly Locale[];
export type DocsLocale = (typeof DOCS_LOCALES)[number];

/** Docusaurus's name for the English docs (its default locale). */
export const DOCS_DEFAULT_LOCALE = 'en';

export function isDocsLocale(value: unknown): value is DocsLocale {
  return typeof value === 'string' && (DOCS_LOCALES as readonly string[]).includes(value);
}

/** The docs a reader on a site locale reads: their own language's, or the English ones (null). */
export function docsLocaleFor(locale: SiteLocale): DocsLocale | null {
  return isDocsLocale(locale) ? locale : null;
}

/** The site locale whose chrome a docs build wears: its own, or the international site's. */
export function siteLocaleOfDocs(docsLocale: string): SiteLocale {
  return isDocsLocale(docsLocale) ? docsLocale : DEFAULT_LOCALE;
}

/**
 * A docs path split into its language and the English path: `/da-DK/docs/billing/plans` ->
 * `{ locale: 'da-DK', path: '/docs/billing/plans' }`. Null when the path is not in the docs.
 */
export function splitDocsPath(path: string): { locale: DocsLocale | null; path: string } | null {
  const match = /^\/(?:([a-z]{2}-[A-Z]{2})\/)?(docs(?:[/?#].*)?)$/.exec(path);
  if (!match) return null;
  const [, prefix, rest = ''] = match;
  if (prefix !== undefined && !isDocsLocale(prefix)) return null;
  return { locale: prefix ?? null, path: `/${rest}` };
}

/**
 * A docs link as a reader on `locale` follows it: `/docs/x#y` -> `/da-DK/docs/x#y` on da-DK and
 * nb-NO, unchanged elsewhere; a link already in another docs language moves to the reader's.
 * Anything that is not a docs path comes back as it was.
 */
export function localizeDocsHref(href: string, locale: SiteLocale): string {
  const split = splitDocsPath(href);
  if (!split) return href;
  if (isEnglishOnlyDocsPath(split.path)) return split.path;
  const own = docsLocaleFor(locale);
  return own ? `/${own}${split.path}` : split.path;
}

/**
 * Docs pages that exist in English only, whatever language the docs around them are in: the
 * API reference and the published OpenAPI file (docs/decisions/2026-11-27-api-reference.md).
 * Docs link to them with `pathname:///docs/api/reference...`, rendered as a plain link, so a
 * translated page leads to the English reference.
 */
export function isEnglishOnlyDocsPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return (
    path === '/docs/api/reference' ||
    path.startsWith('/docs/api/reference/') ||
    /^\/docs\/api\/openapi\.(json|yaml)$/.test(path)
  );
}
