import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS_LOCALES, isEnglishOnlyDocsPath, MARKERS, SITE_ORIGIN } from '@web/shared';
import { hrefsIn } from '../build-steps/docsLinks';
import { DIST, distFiles, readDist, requireDist } from './dist';

let files: string[] = [];
beforeAll(() => {
  requireDist();
  files = distFiles();
});

const pagesUnder = (prefix: string) =>
  files.filter((file) => file.startsWith(prefix) && file.endsWith('.html'));

describe.each(DOCS_LOCALES)('the %s docs as built', (locale) => {
  it('are served under the locale, each page with its Markdown twin', () => {
    const pages = pagesUnder(`${locale}/docs/`).filter((file) => !file.endsWith('404.html'));
    // Every English docs page but the 404 and the English-only API reference.
    const english = pagesUnder('docs/').filter(
      (file) => !isEnglishOnlyDocsPath(`/${file.replace(/\.html$/, '')}`),
    );
    expect(pages.length).toBeGreaterThanOrEqual(english.length - 1);
    const missing = pages
      .map((file) => file.replace(/\/index\.html$/, '/index.md').replace(/\.html$/, '.md'))
      .filter((twin) => !existsSync(join(DIST, twin)));
    expect(missing).toEqual([]);
    expect(readDist(`${locale}/llms.txt`)).toContain(`${SITE_ORIGIN}/${locale}/docs/index.md`);
  });

  it('point an untranslated page at the English one, and a translated page at itself', () => {
    for (const file of pagesUnder(`${locale}/docs/`).filter((name) => !name.endsWith('404.html'))) {
      const html = readDist(file);
      // Docusaurus minifies its HTML (unquoted attributes): read the two tags with patterns, not a parser, for speed.
      const canonical = /<link[^>]*\brel="?canonical"?[^>]*>/.exec(html)?.[0] ?? '';
      const href = /\bhref="?([^"\s>]+)/.exec(canonical)?.[1] ?? '';
      const noindex = /<meta name="?robots"? content="?noindex/.test(html);
      if (html.includes(MARKERS.docsFallback)) {
        expect(href, file).toMatch(new RegExp(`^${SITE_ORIGIN}/docs`));
        expect(noindex, file).toBe(true);
      } else {
        expect(href, file).toMatch(new RegExp(`^${SITE_ORIGIN}/${locale}/docs`));
        expect(noindex, file).toBe(false);
      }
    }
  }, 30_000);

  it("link from the locale's marketing pages to the docs in its language", () => {
    const english = pagesUnder(`${locale}/`)
      .filter((file) => !file.startsWith(`${locale}/docs/`))
      .flatMap((file) =>
        hrefsIn(readDist(file))
          .filter((href) => /^\/docs(\/|$)/.test(href) && !isEnglishOnlyDocsPath(href))
          .map((href) => `${file} -> ${href}`),
      );
    expect(english).toEqual([]);
  });
});

it('the sitemap index names every language of the docs', () => {
  const index = readDist('sitemap.xml');
  for (const path of ['/docs/sitemap.xml', '/da-DK/docs/sitemap.xml', '/nb-NO/docs/sitemap.xml']) {
    expect(index).toContain(`${SITE_ORIGIN}${path}`);
    expect(existsSync(join(DIST, path))).toBe(true);
  }
});
