import { describe, expect, it } from 'vitest';
import { docsLocaleFor, localizeDocsHref, splitDocsPath } from './docsLocales';

describe('the docs languages', () => {
  it('gives Danish and Norwegian readers their own docs and everyone else the English ones', () => {
    expect(docsLocaleFor('da-DK')).toBe('da-DK');
    expect(docsLocaleFor('nb-NO')).toBe('nb-NO');
    for (const locale of ['default', 'en-DK', 'en-NO', 'sv-SE', 'fi-FI', 'de-DE'] as const) {
      expect(docsLocaleFor(locale)).toBeNull();
    }
  });

  it('splits a docs path into its language and the English path', () => {
    expect(splitDocsPath('/da-DK/docs/billing/plans')).toEqual({
      locale: 'da-DK',
      path: '/docs/billing/plans',
    });
    expect(splitDocsPath('/docs/')).toEqual({ locale: null, path: '/docs/' });
    expect(splitDocsPath('/docs')).toEqual({ locale: null, path: '/docs' });
    expect(splitDocsPath('/sv-SE/docs/x')).toBeNull();
    expect(splitDocsPath('/pricing')).toBeNull();
    expect(splitDocsPath('/docsearch')).toBeNull();
  });

  it("moves a docs link into the reader's docs language, keeping its fragment", () => {
    expect(localizeDocsHref('/docs/api/guide#handle-errors', 'da-DK')).toBe(
      '/da-DK/docs/api/guide#handle-errors',
    );
    expect(localizeDocsHref('/docs/', 'nb-NO')).toBe('/nb-NO/docs/');
    expect(localizeDocsHref('/da-DK/docs/x', 'en-DK')).toBe('/docs/x');
    expect(localizeDocsHref('/pricing', 'da-DK')).toBe('/pricing');
    expect(localizeDocsHref('https://example.com/docs/x', 'da-DK')).toBe('https://example.com/docs/x');
  });

  it('keeps links to the English-only API reference and OpenAPI file in English', () => {
    expect(localizeDocsHref('/docs/api/reference', 'da-DK')).toBe('/docs/api/reference');
    expect(localizeDocsHref('/docs/api/reference/invoices#create-invoice', 'nb-NO')).toBe(
      '/docs/api/reference/invoices#create-invoice',
    );
    expect(localizeDocsHref('/nb-NO/docs/api/openapi.json', 'nb-NO')).toBe('/docs/api/openapi.json');
  });
});
