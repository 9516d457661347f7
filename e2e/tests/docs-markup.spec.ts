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
  // The page as the browser holds it too.
  await page.goto('/docs/billing/plans');
  await expect(page.getByText(/Last updated/)).toBeVisible();
  expect(await strayItemprops(page, await page.content())).toEqual([]);
});

test('code blocks are highlighted in the prerendered page, and the browser loads no highlighter', async ({
  page,
  request,
  pageProblems,
}) => {
  const html = await (await request.get('/docs/api/guide')).text();
  expect(html).toMatch(/class="?token /);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api/guide');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  // The site script alone: no Prism, no Docusaurus client.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site-[0-9a-f]{10}\.js$/)]);
  // The word-wrap button works on the prerendered code (the site script's).
  await block.hover();
  await block.getByRole('button', { name: /word wrap/i }).click();
  await expect(block.locator('code')).toHaveAttribute('style', /pre-wrap/);
  await expect(block.getByRole('button', { name: /word wrap/i })).toHaveAttribute('aria-pressed', 'true');
  // Following a link is a page load: the next page is prerendered and highlighted too.
  await page.goto('/docs/api/');
  await page.locator('article a[href="/docs/api/guide"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/guide$/);
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(scripts.every((script) => script.startsWith('/assets/site-'))).toBe(true);
  expect(pageProblems).toEqual([]);
});
