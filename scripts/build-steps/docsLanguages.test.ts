import { describe, expect, it } from 'vitest';
import { parseHtml } from '../html';
import {
  canonicalDocsPath,
  docsLocaleOfFile,
  fallbackOf,
  fixDocsHead,
  isDocsFile,
  localizeDocsLinksIn,
  sitemapWithout,
} from './docsLanguages';

const ORIGIN = 'https://billvard.com';

/** A docs page's head as Docusaurus writes it: a canonical to itself and an alternate per language. */
function docsPage(path: string, body = '') {
  const alternates = [
    ['en', `/docs${path}`],
    ['da', `/da-DK/docs${path}`],
    ['nb', `/nb-NO/docs${path}`],
    ['x-default', `/docs${path}`],
  ]
    .map(([lang, href]) => `<link rel="alternate" href="${ORIGIN}${href}" hreflang="${lang}">`)
    .join('');
  return (canonical: string) =>
    `<!doctype html><html><head><link rel="canonical" href="${ORIGIN}${canonical}">${alternates}</head><body>${body}</body></html>`;
}

describe('the docs languages in the build', () => {
  it('tells docs files of every language from the rest', () => {
    expect(docsLocaleOfFile('docs/billing/plans.html')).toBeNull();
    expect(docsLocaleOfFile('da-DK/docs/billing/plans.html')).toBe('da-DK');
    expect(docsLocaleOfFile('nb-NO/docs/index.html')).toBe('nb-NO');
    expect(docsLocaleOfFile('sv-SE/docs/x.html')).toBeUndefined();
    expect(isDocsFile('da-DK/pricing.html')).toBe(false);
    expect(canonicalDocsPath('/docs')).toBe('/docs/');
    expect(canonicalDocsPath('/docs/billing/')).toBe('/docs/billing');
  });

  it('moves the links into the English docs on a Danish page, and only there', () => {
    const html =
      '<body><a href="/docs/billing/subscriptions">Guide til abonnementer</a><a href="/da-DK/pricing">Priser</a>' +
      '<a href="/docs/api/guide#authenticate">API</a><a href="https://example.com/docs/x">x</a>' +
      '<a data-locale-choice="" href="/docs/api/guide">International · English</a></body>';
    const danish = parseHtml(html);
    expect(localizeDocsLinksIn(danish, 'da-DK')).toBe(2);
    expect(danish.toString()).toContain('href="/da-DK/docs/billing/subscriptions"');
    expect(danish.toString()).toContain('href="/da-DK/docs/api/guide#authenticate"');
    expect(danish.toString()).toContain('href="https://example.com/docs/x"');
    // The switcher's English choice stays on the English page.
    expect(danish.toString()).toContain('<a data-locale-choice="" href="/docs/api/guide">');
    const swedish = parseHtml(html);
    expect(localizeDocsLinksIn(swedish, 'sv-SE')).toBe(0);
  });

  it('makes an untranslated page point at the English one and leaves every list of alternates', () => {
    const page = parseHtml(
      docsPage(
        '/billing/plans',
        '<div data-docs-fallback="/docs/billing/plans" lang="en"></div>',
      )('/da-DK/docs/billing/plans'),
    );
    expect(fallbackOf(page)).toBe('/docs/billing/plans');
    fixDocsHead(
      page,
      'da-DK/docs/billing/plans.html',
      new Map([['da-DK', new Set(['/docs/billing/plans'])]]),
    );
    const html = page.toString();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/docs/billing/plans">`);
    expect(html).not.toContain('hreflang');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('offers a translated page only in the languages it is written in', () => {
    const page = parseHtml(docsPage('/billing/plans')('/docs/billing/plans'));
    fixDocsHead(page, 'docs/billing/plans.html', new Map([['nb-NO', new Set(['/docs/billing/plans'])]]));
    const html = page.toString();
    expect(html).toContain('hreflang="da"');
    expect(html).not.toContain('hreflang="nb"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/docs/billing/plans">`);
    expect(html).not.toContain('noindex');
  });

  it('takes the untranslated pages out of a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://billvard.com/da-DK/docs/a</loc></url><url><loc>https://billvard.com/da-DK/docs/b</loc></url></urlset>';
    expect(sitemapWithout(xml, new Set(['https://billvard.com/da-DK/docs/a']))).toBe(
      '<urlset><url><loc>https://billvard.com/da-DK/docs/b</loc></url></urlset>',
    );
  });
});
