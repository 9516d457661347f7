import { expect, test } from './fixtures';

const DOC = '/docs/billing/invoices';
const TWIN = '/docs/billing/invoices.md';

test('the Markdown twins are served as Markdown, llms.txt and llms-full.txt as plain text', async ({
  request,
}) => {
  for (const [path, start] of [
    [TWIN, '# Invoices\n'],
    ['/docs/index.md', '# Documentation\n'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/markdown; charset=utf-8');
    expect(await response.text(), path).toMatch(new RegExp(`^${start}`));
  }
  for (const path of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
  }
  const index = await (await request.get('/llms.txt')).text();
  expect(index).toMatch(/^# \S/);
  expect(index).toContain(`(https://billvard.com${TWIN}): `);
  // An unknown twin is the docs' not-found page, as HTML.
  const missing = await request.get('/docs/billing/no-such-page.md');
  expect(missing.status()).toBe(404);
});

test('Copy as Markdown copies the page’s Markdown, by mouse or keyboard, and says so', async ({
  page,
  context,
  request,
  pageProblems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const markdown = await (await request.get(TWIN)).text();
  await page.goto(DOC);
  const button = page.getByRole('button', { name: 'Copy as Markdown' });
  const status = page.getByRole('status').filter({ hasText: /Markdown|copy/ });
  await button.click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(status).toHaveText('Copied the page as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  // The button reads as before after a moment, and works from the keyboard.
  await expect(button).toBeVisible({ timeout: 5000 });
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', TWIN);
  expect(pageProblems).toEqual([]);
});

test('without JavaScript the page offers View as Markdown and no copy button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/docs/');
  const link = page.getByRole('link', { name: 'View as Markdown' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/docs/index.md');
  await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
  await context.close();
});
