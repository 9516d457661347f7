import { type HtmlPage, readHtml } from '../html';
import { DOCS_SITEMAPS, isDocsFile } from './docsLanguages';
import { SITE_ORIGIN, splitLocalePath, canonicalLocale, type SiteLocale } from '@web/shared';

/** The URL path a published marketing HTML file answers: `da-DK/pricing/index.html` -> `/da-DK/pricing`. */
export function pagePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Whether a page is the canonical one of its content (sv-SE pages point at en-SE, for example). */
function isCanonical(path: string): boolean {
  const { locale } = splitLocalePath(path);
  return canonicalLocale(locale as SiteLocale) === locale;
}

/** The canonical form of a published path: no trailing slash except the root and locale homes. */
function canonicalForm(path: string): string {
  const { locale, path: rest } = splitLocalePath(path);
  if (rest === '/') return locale === 'default' ? '/' : `/${locale}/`;
  return path.replace(/\/$/, '');
}

/** Whether a page asks search engines not to index it (a robots meta with noindex). */
export function isNoindex(html: string | HtmlPage): boolean {
  // A page without the word cannot ask it: only the few that have it are parsed.
  if (!/noindex/i.test(typeof html === 'string' ? html : html.source)) return false;
  const page = typeof html === 'string' ? readHtml(html) : html;
  return /\bnoindex\b/i.test(page.meta('robots') ?? '');
}

/**
 * The marketing sitemap: every canonical page, from the published HTML files, leaving out the
 * pages that ask not to be indexed (not-found and thank-you pages).
 */
export function marketingSitemap(files: string[], noindex: (file: string) => boolean = () => false): string {
  const urls = files
    .filter((file) => file.endsWith('.html') && !isDocsFile(file) && !noindex(file))
    .map((file) => canonicalForm(pagePath(file)))
    .filter(isCanonical)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((path) => `  <url><loc>${SITE_ORIGIN}${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}

/** The sitemap index naming the marketing sitemap and each docs language's. */
export function sitemapIndex(): string {
  const sitemaps = ['/sitemap-pages.xml', ...DOCS_SITEMAPS]
    .map((path) => `  <sitemap><loc>${SITE_ORIGIN}${path}</loc></sitemap>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}</sitemapindex>\n`;
}
