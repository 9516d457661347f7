import { expect, test } from './fixtures';

const pages = [
  { path: '/', heading: 'Recurring invoices that send, collect and book themselves' },
  { path: '/docs/', heading: 'Documentation' },
  { path: '/docs/billing/plans', heading: 'Plans' },
];

for (const { path, heading } of pages) {
  test(`${path} renders its heading with no console errors or CSP violations`, async ({
    page,
    pageProblems,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pageProblems).toEqual([]);
  });
}

test('the home page holds its text before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Recurring invoices that send, collect and book themselves',
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Subscription billing, dunning and bookkeeping | Billvard');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Recurring invoicing/);
  await expect(page.getByRole('heading', { name: 'One platform, from invoice to ledger' })).toBeVisible();
  await expect(page.getByText('2 billion DKK', { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://billvard.com/');
  await context.close();
});
