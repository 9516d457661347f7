import { expect, test } from './fixtures';

// No docs page has an itemprop outside an itemscope: checked on every built page
// (scripts/site-checks/pageStatics.test.ts); the docs pages run no framework script that could add one.

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
