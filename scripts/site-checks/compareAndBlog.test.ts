import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@web/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { distFiles, readDist, requireDist } from './dist';
import { attr, parsePage, sitemapPaths } from './page';

beforeAll(requireDist);

const CONTENT = fileURLToPath(new URL('../../marketing/content/', import.meta.url));

/** The rivals with a comparison page, from the content folder (not from the hub's own list). */
const RIVALS = readdirSync(join(CONTENT, 'compare'))
  .filter((name) => /^[a-z-]+\.mdx$/.test(name) && name !== 'index.mdx')
  .map((name) => name.replace(/\.mdx$/, ''));

/** The default site and every locale, as path prefixes ("", "/da-DK"). */
const SITES = ['', ...LOCALES.map((locale) => `/${locale}`)];

const hrefs = (path: string) =>
  parsePage(path)
    .find((element) => element.tagName === 'a')
    .map((link) => attr(link, 'href'));

describe('the comparison hub', () => {
  it('finds the four comparison pages to check against', () => {
    expect(RIVALS.sort()).toEqual(['chargebee', 'recurly', 'stripe-billing', 'upodi']);
  });

  it.each(SITES)('exists at %s/compare and links to every full comparison of that site', (site) => {
    const links = hrefs(`${site}/compare`);
    for (const rival of RIVALS)
      expect(links, `${site}/compare → ${rival}`).toContain(`${site}/compare/${rival}`);
  });

  it.each(['', '/da-DK', '/nb-NO'])(
    'on %s/compare gives every rival cell a date, and a cited source unless it says nothing is stated',
    (site) => {
      const page = parsePage(`${site}/compare`);
      const cells = page.find(
        (element) => element.tagName === 'td' && attr(element, 'data-column') !== undefined,
      );
      // Eight points and the row of links, for four rivals.
      expect(cells.length).toBe(9 * RIVALS.length);
      const html = readDist(`${site.slice(1)}${site ? '/' : ''}compare/index.html`);
      const dated =
        html.match(/<time dateTime="\d{4}-\d{2}-\d{2}"|<time datetime="\d{4}-\d{2}-\d{2}"/gi) ?? [];
      // Each of the 32 fact cells carries its date, and each card its review date.
      expect(dated.length).toBeGreaterThanOrEqual(8 * RIVALS.length + RIVALS.length);
      const sourced = page.find(
        (element) => element.tagName === 'a' && /^https:\/\//.test(attr(element, 'href') ?? ''),
      );
      expect(sourced.length).toBeGreaterThanOrEqual(8 * RIVALS.length - 1);
    },
  );

  it.each(['', '/da-DK', '/nb-NO', '/en-NO'])('is linked from the header and the footer on %s/', (site) => {
    const links = hrefs(`${site}/`).filter((href) => href === `${site}/compare`);
    expect(links.length).toBeGreaterThanOrEqual(2);
  });

  it('is in the sitemap, unprefixed and in Danish and Norwegian', () => {
    expect(sitemapPaths('sitemap-pages.xml')).toEqual(
      expect.arrayContaining(['/compare', '/da-DK/compare', '/nb-NO/compare']),
    );
  });
});

describe('the blog', () => {
  it.each([
    ['', 'en'],
    ['da-DK/', 'da'],
    ['nb-NO/', 'nb'],
  ])(
    'has at least ten posts at /%sblog in its own language, each linked from the index',
    (prefix, language) => {
      const posts = distFiles().filter((file) => new RegExp(`^${prefix}blog/[^/]+/index\\.html$`).test(file));
      expect(posts.length).toBeGreaterThanOrEqual(10);
      const index = hrefs(`/${prefix}blog`);
      for (const post of posts) {
        const path = `/${post.replace(/\/index\.html$/, '')}`;
        expect(readDist(post), path).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
        expect(index, path).toContain(path);
      }
    },
  );
});
