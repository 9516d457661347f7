import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every docs page the build published, from the docs sitemap. */
async function docsPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/docs/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '/docs/');
}

/**
 * Microdata properties that belong to no item: an `itemprop` needs an ancestor with `itemscope`
 * (the W3C checker reports the rest). Parsed in the browser, without running the page's scripts.
 */
function strayItemprops(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('[itemprop]')]
      .filter((element) => !element.parentElement?.closest('[itemscope]'))
      .map((element) => `<${element.localName} itemprop="${element.getAttribute('itemprop')}">`);
  }, html);
}

test('no docs page has an itemprop outside an itemscope, as built or once hydrated', async ({
  page,
  request,
}) => {
  const paths = await docsPaths(request);
  expect(paths.length).toBeGreaterThan(60);
  for (const path of paths) {
    expect(await strayItemprops(page, await (await request.get(path)).text()), path).toEqual([]);
  }
  // The hydrated page too: the browser's render must not add one back.
  await page.goto('/docs/billing/plans');
  await expect(page.getByText(/Last updated/)).toBeVisible();
  expect(await strayItemprops(page, await page.content())).toEqual([]);
});
