import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, expect, test } from './fixtures';
import { FULL } from './sweep';

/**
 * The full per-page sweep, for occasional runs (E2E_FULL=1): one test per URL of both
 * sitemaps, each loaded, audited by axe and watched for console errors and CSP violations.
 * Ordinary runs audit one page per template and state instead (axe-states.spec.ts), and
 * check every page's static properties from the built files (scripts/site-checks/).
 */
const DIST = join(import.meta.dirname, '..', '..', 'dist');

const sitemapPaths = (file: string) =>
  [...readFileSync(join(DIST, file), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  );

if (FULL) {
  for (const path of [...sitemapPaths('sitemap-pages.xml'), ...sitemapPaths('docs/sitemap.xml')]) {
    test(`${path} answers 200 with no axe violations and no console errors`, async ({
      page,
      pageProblems,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await axeViolations(page)).toEqual([]);
      expect(pageProblems).toEqual([]);
    });
  }
}
