import { describe, expect, it } from 'vitest';
import { isNoindex, marketingSitemap, pagePath } from './sitemap';

describe('pagePath', () => {
  it.each([
    ['index.html', '/'],
    ['pricing/index.html', '/pricing'],
    ['da-DK/index.html', '/da-DK'],
    ['da-DK/features/billing/index.html', '/da-DK/features/billing'],
  ])('%s answers %s', (file, path) => {
    expect(pagePath(file)).toBe(path);
  });
});

describe('marketingSitemap', () => {
  it('lists canonical pages only, in canonical form, without docs or noindex pages', () => {
    const noindex = new Set(['404.html', 'da-DK/404.html', 'book-demo/thanks/index.html']);
    const xml = marketingSitemap(
      [
        'index.html',
        'pricing/index.html',
        'da-DK/index.html',
        'sv-SE/pricing/index.html',
        'en-SE/pricing/index.html',
        'docs/index.html',
        '404.html',
        'da-DK/404.html',
        'book-demo/thanks/index.html',
        'assets/app.js',
      ],
      (file) => noindex.has(file),
    );
    const locs = [...xml.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(['/', '/da-DK/', '/en-SE/pricing', '/pricing']);
  });
});

describe('isNoindex', () => {
  it.each([
    ['<meta name="robots" content="noindex"/>', true],
    ['<meta name=robots content=noindex>', true],
    ['<meta data-rh=true name=robots content="noindex, follow">', true],
    ['<meta name="description" content="noindex is a word">', false],
    ['<meta name="robots" content="index, follow">', false],
  ])('%s: %s', (html, expected) => {
    expect(isNoindex(html)).toBe(expected);
  });
});
