import { describe, expect, it } from 'vitest';
import { marketingSitemap, pagePath } from './sitemap';

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
  it('lists canonical pages only, in canonical form, without docs or the 404 page', () => {
    const xml = marketingSitemap([
      'index.html',
      'pricing/index.html',
      'da-DK/index.html',
      'sv-SE/pricing/index.html',
      'en-SE/pricing/index.html',
      'docs/index.html',
      '404.html',
      'assets/app.js',
    ]);
    const locs = [...xml.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(['/', '/da-DK/', '/en-SE/pricing', '/pricing']);
  });
});
