import { describe, expect, it } from 'vitest';
import { localizeResultUrl, SEARCHED_SITES, searchLanguagesFor, searchSectionOf } from './sites';

describe('the searched sites', () => {
  it('are the sites with text of their own: English unprefixed, Danish and Norwegian', () => {
    expect(SEARCHED_SITES).toEqual(['default', 'da-DK', 'nb-NO']);
  });
});

describe('searchSectionOf', () => {
  it('files a page under docs, integrations, blog or product by its path', () => {
    expect(searchSectionOf('/docs/')).toBe('docs');
    expect(searchSectionOf('/docs/billing/plans#fields')).toBe('docs');
    expect(searchSectionOf('/integrations')).toBe('integrations');
    expect(searchSectionOf('/da-DK/integrations/e-conomic')).toBe('integrations');
    expect(searchSectionOf('/nb-NO/blog/some-post')).toBe('blog');
    expect(searchSectionOf('/pricing')).toBe('product');
    expect(searchSectionOf('/')).toBe('product');
    // A path that only starts like a section is not in it.
    expect(searchSectionOf('/blogging')).toBe('product');
    expect(searchSectionOf('/docsearch')).toBe('product');
  });
});

describe('searchLanguagesFor', () => {
  it('searches the page language first, then English', () => {
    expect(searchLanguagesFor('da')).toEqual(['da', 'en']);
    expect(searchLanguagesFor('nb')).toEqual(['nb', 'en']);
    expect(searchLanguagesFor('en')).toEqual(['en']);
  });

  it('falls back to English for a language without text of its own, or nonsense', () => {
    expect(searchLanguagesFor('sv')).toEqual(['en']);
    expect(searchLanguagesFor('DA-dk')).toEqual(['da', 'en']);
    expect(searchLanguagesFor('')).toEqual(['en']);
    expect(searchLanguagesFor('<script>')).toEqual(['en']);
  });
});

describe('localizeResultUrl', () => {
  it("sends a marketing result to the reader's locale, anchor kept", () => {
    expect(localizeResultUrl('/pricing#plans', 'en-DK')).toBe('/en-DK/pricing#plans');
    expect(localizeResultUrl('/', 'sv-SE')).toBe('/sv-SE/');
    expect(localizeResultUrl('/pricing', 'default')).toBe('/pricing');
  });

  it('leaves docs and already-localized results alone', () => {
    expect(localizeResultUrl('/docs/billing/plans#fields', 'da-DK')).toBe('/docs/billing/plans#fields');
    expect(localizeResultUrl('/da-DK/pricing', 'da-DK')).toBe('/da-DK/pricing');
  });
});
