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

test('code blocks are highlighted in the prerendered page, without loading Prism in the browser', async ({
  page,
  request,
  pageProblems,
}) => {
  const html = await (await request.get('/docs/api/guide')).text();
  expect(html).toMatch(/class="token /);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api/guide');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  // Prism is the chunk named in src/theme/CodeBlock/Content.
  const prism = (urls: string[]) => urls.filter((url) => /\/prism\.[0-9a-f]+\.js$/.test(url));
  expect(scripts.length).toBeGreaterThan(0);
  expect(prism(scripts)).toEqual([]);
  // The word-wrap button still works on the prerendered code.
  await block.hover();
  await block.getByRole('button', { name: /word wrap/i }).click();
  await expect(block.locator('code')).toHaveAttribute('style', /pre-wrap/);
  // A page rendered in the browser (a client-side navigation) loads Prism and highlights.
  await page.goto('/docs/api/');
  await page.locator('article a[href="/docs/api/guide"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/guide$/);
  await expect(page.locator('.theme-code-block .token').first()).toBeVisible();
  expect(prism(scripts)).toHaveLength(1);
  expect(pageProblems).toEqual([]);
});
