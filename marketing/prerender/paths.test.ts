import { LOCALES } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { pageFile, requestPath } from './pageFiles';
import { prerenderPaths, shares } from './paths';

describe('prerenderPaths', () => {
  const paths = prerenderPaths();

  it('lists every page unprefixed and under each locale, then the not-found pages, each once', () => {
    expect(paths).toContain('/');
    expect(paths).toContain('/pricing');
    for (const locale of LOCALES) {
      expect(paths).toContain(`/${locale}`);
      expect(paths).toContain(`/${locale}/pricing`);
      expect(paths).toContain(`/${locale}/404`);
    }
    expect(paths).toContain('/404');
    expect(new Set(paths).size).toBe(paths.length);
    // Each page under the default site and the ten locales, plus eleven not-found pages.
    expect(paths.length % (LOCALES.length + 1)).toBe(0);
  });

  it('gives no path a trailing slash: React Router renders a slashed one as an empty shell', () => {
    expect(paths.filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });
});

describe('where a path is requested and written', () => {
  it.each([
    ['/', '/', 'index.html'],
    ['/pricing', '/pricing/', 'pricing/index.html'],
    ['/da-DK/features/billing', '/da-DK/features/billing/', 'da-DK/features/billing/index.html'],
    ['/nb-NO/404', '/nb-NO/404/', 'nb-NO/404/index.html'],
  ])('%s is requested as %s and written to %s', (path, request, file) => {
    expect(requestPath(path)).toBe(request);
    expect(pageFile(path)).toBe(file);
  });
});

describe('shares', () => {
  it('deals the paths round the threads, every path once, no thread empty', () => {
    expect(shares(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(shares(['a'], 4)).toEqual([['a']]);
    expect(shares([], 2)).toEqual([]);
  });
});
