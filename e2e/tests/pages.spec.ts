import { expect, test } from './fixtures';

// The sitemap's contents, and every page's status, lang, H1 and links, are checked from the
// built files (scripts/site-checks/); axe per template and state in axe-states.spec.ts, and on every
// sitemap URL with E2E_FULL=1 (axe-full.spec.ts).

test('Danish pages show their own text, with plan names kept as product names', async ({ page }) => {
  await page.goto('/da-DK/pricing');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/billing platform/i);
  await expect(page.getByRole('heading', { level: 2, name: 'Free' })).toHaveCount(1);
  await page.goto('/da-DK/company/about');
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.locator('header')).toContainText('Log ind');
});

test('the pricing page shows the plans: free, most popular, per month in DKK, start free and book demo', async ({
  page,
}) => {
  await page.goto('/pricing');
  const plans = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Free', level: 2 }) });
  await expect(plans.getByRole('listitem')).toHaveCount(4);
  const growth = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth' }) });
  await expect(growth.getByText('Most popular', { exact: true })).toBeVisible();
  await expect(growth.getByText('1,495 DKK')).toBeVisible();
  await expect(growth.getByText('per month', { exact: true })).toBeVisible();
  await expect(plans.getByRole('listitem').first().getByText('0 DKK')).toBeVisible();
  const startFree = plans.getByRole('link', { name: /Start free/ });
  await expect(startFree).toHaveAttribute('target', '_blank');
  await expect(startFree).toHaveAttribute('href', 'https://app.billvard.com/signup?plan=free');
  await expect(plans.getByText('Up to 500 invoices a month', { exact: false })).toBeVisible();
  await expect(growth.getByRole('link', { name: /Book a demo/ })).toHaveAttribute('href', '/book-demo');
  await expect(page.getByText(/About €/)).toHaveCount(0);
  await page.goto('/en-DE/pricing');
  await expect(page.getByText(/About €200 a month/)).toBeVisible();
});

test('a comparison shows when its facts were reviewed and their sources', async ({ page }) => {
  await page.goto('/compare/stripe-billing');
  await expect(page.getByText(/last reviewed/)).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Sources' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^https:\/\//);
});

test('a blog post has breadcrumbs back to the blog and its date', async ({ page }) => {
  await page.goto('/blog/measuring-mrr-and-churn');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await page.goto('/blog');
  // Listed under its topic and again in the archive by year.
  const links = page.getByRole('link', { name: 'How to measure MRR and churn correctly' });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toBeVisible();
});

// Content pages load no page code at all (zero-js.spec.ts); a page with a tool hydrates the
// tool's island alone and keeps its text as prerendered HTML: no page's text comes as code.
test('an island page ships no page text as script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/calculator');
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute('data-island-hydrated', '');
  expect(scripts.some((url) => /\/assets\/islands\/calculator-[\w-]+\.js$/.test(url))).toBe(true);
  expect(
    scripts.filter(
      (url) =>
        /\/(calculator|book-demo|pricing|chargebee|legal|about)[.\w]*-[\w-]+\.js$/.test(url) &&
        !url.includes('/islands/'),
    ),
  ).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('pages fit a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [
    '/',
    '/da-DK/pricing',
    '/nb-NO/features/billing',
    '/features/billvard-ai',
    '/compare/stripe-billing',
    '/blog/measuring-mrr-and-churn',
    '/book-demo',
    '/docs/billing/plans',
    '/docs/organization/settings/integrations/erp/e-conomic',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
