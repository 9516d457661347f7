import { describe, expect, it } from 'vitest';
import {
  alternates,
  canonicalLocale,
  canonicalPath,
  canonicalUrl,
  contentLanguage,
  isLocale,
  LOCALES,
  localeCountry,
  localeLanguage,
  localizedPath,
  matchLocale,
  parseLocale,
  resolveLocale,
  splitLocalePath,
} from './locales';

describe('parseLocale', () => {
  it.each([
    ['da-DK', { language: 'da', country: 'DK' }],
    ['en-NO', { language: 'en', country: 'NO' }],
    ['zh-Hant-TW', null],
    ['de', null],
    ['', null],
    ['da_DK', null],
    ['da-DK-', null],
    ['<script>-DK', null],
  ])('%j parses to %j', (value, expected) => {
    expect(parseLocale(value)).toEqual(expected);
  });

  it('takes the last segment as the country', () => {
    expect(parseLocale('sr-Latn-RS')).toBeNull();
    expect(parseLocale('nb-no-NO')?.country).toBe('NO');
  });
});

describe('isLocale and matchLocale', () => {
  it.each([
    ['da-DK', true, 'da-DK'],
    ['da-dk', false, 'da-DK'],
    ['DA-DK', false, 'da-DK'],
    ['xx-YY', false, null],
    ['default', false, null],
    ['da-DK;', false, null],
    [' da-DK', false, null],
    ['da-DK'.repeat(50), false, null],
    ['', false, null],
  ])('%j: exact %s, case-insensitive %j', (value, exact, matched) => {
    expect(isLocale(value)).toBe(exact);
    expect(matchLocale(value)).toBe(matched);
  });

  it('rejects values that are not strings', () => {
    expect(isLocale(undefined)).toBe(false);
    expect(matchLocale({ toString: () => 'da-DK' })).toBeNull();
  });
});

describe('resolveLocale', () => {
  it.each([
    [undefined, 'default'],
    ['', 'default'],
    ['nb-NO', 'nb-NO'],
    ['nb-no', null],
    ['404', null],
    ['xx-YY', null],
  ])('segment %j resolves to %j', (segment, expected) => {
    expect(resolveLocale(segment)).toBe(expected);
  });
});

describe('languages and countries of locales', () => {
  it.each([
    ['default', 'en', 'en', null, 'default'],
    ['en-DK', 'en', 'en', 'DK', 'en-DK'],
    ['da-DK', 'da', 'da', 'DK', 'da-DK'],
    ['nb-NO', 'nb', 'nb', 'NO', 'nb-NO'],
    ['sv-SE', 'sv', 'en', 'SE', 'en-SE'],
    ['fi-FI', 'fi', 'en', 'FI', 'en-FI'],
    ['de-DE', 'de', 'en', 'DE', 'en-DE'],
  ] as const)(
    '%s: language %s, written in %s, country %j, canonical %s',
    (locale, language, written, country, canonical) => {
      expect(localeLanguage(locale)).toBe(language);
      expect(contentLanguage(locale)).toBe(written);
      expect(localeCountry(locale)).toBe(country);
      expect(canonicalLocale(locale)).toBe(canonical);
    },
  );
});

describe('paths', () => {
  it.each([
    ['/pricing', 'default', '/pricing'],
    ['/pricing/', 'default', '/pricing'],
    ['/', 'default', '/'],
    ['/', 'da-DK', '/da-DK/'],
    ['/founders/', 'nb-NO', '/nb-NO/founders'],
    ['features/billing', 'en-SE', '/en-SE/features/billing'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it.each([
    ['/da-DK/pricing', { locale: 'da-DK', path: '/pricing' }],
    ['/da-DK/', { locale: 'da-DK', path: '/' }],
    ['/da-DK', { locale: 'da-DK', path: '/' }],
    ['/pricing/', { locale: 'default', path: '/pricing' }],
    ['/xx-YY/pricing', { locale: 'default', path: '/xx-YY/pricing' }],
    ['/', { locale: 'default', path: '/' }],
  ])('splits %s into %j', (pathname, expected) => {
    expect(splitLocalePath(pathname)).toEqual(expected);
  });

  it('keeps the canonical form of the root and drops other trailing slashes', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
    expect(canonicalPath('/a/b///')).toBe('/a/b');
  });
});

describe('canonical and alternates', () => {
  const origin = 'https://example.com';

  it('points an untranslated locale at the English page of its country', () => {
    expect(canonicalUrl(origin, '/pricing', 'sv-SE')).toBe('https://example.com/en-SE/pricing');
    expect(canonicalUrl(origin, '/pricing', 'da-DK')).toBe('https://example.com/da-DK/pricing');
    expect(canonicalUrl(origin, '/', 'default')).toBe('https://example.com/');
  });

  it('lists every locale with its own text plus x-default, and no untranslated one', () => {
    const links = alternates(origin, '/pricing');
    expect(links.map((link) => link.hreflang)).toEqual([
      'en-DK',
      'da-DK',
      'en-NO',
      'nb-NO',
      'en-SE',
      'en-FI',
      'en-DE',
      'x-default',
    ]);
    expect(links.at(-1)?.href).toBe('https://example.com/pricing');
    expect(links.find((link) => link.hreflang === 'da-DK')?.href).toBe('https://example.com/da-DK/pricing');
  });

  it('offers a page only in the languages it is written in', () => {
    expect(alternates(origin, '/company/careers', ['en', 'da']).map((link) => link.hreflang)).toEqual([
      'en-DK',
      'da-DK',
      'en-NO',
      'en-SE',
      'en-FI',
      'en-DE',
      'x-default',
    ]);
  });

  it('has ten locales, each with a two-letter country', () => {
    expect(LOCALES).toHaveLength(10);
    for (const locale of LOCALES) expect(localeCountry(locale)).toMatch(/^[A-Z]{2}$/);
  });
});
