import { expect, test } from './fixtures';

// Every docs page's breadcrumbs, contents links, previous/next and title are checked from the
// built files (scripts/built/pageStatics.test.ts); axe per docs template and state in
// axe-states.spec.ts, and on every docs page with E2E_FULL=1 (axe-full.spec.ts).

test('breadcrumbs leave out organization and financial-audit', async ({ page }) => {
  await page.goto('/docs/erp-sync/financial-audit/deviation-report');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'ERP sync', 'Deviation report']);
  await page.goto('/docs/organization/settings/integrations/erp/e-conomic');
  await expect(crumbs.getByRole('listitem')).toHaveText([
    '',
    'Settings',
    'Integrations',
    'ERP and accounting',
    'e-conomic',
  ]);
});

test("the docs header's marketing links land on marketing pages", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs/billing/plans');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await menu.getByRole('button', { name: 'Product' }).click();
  await expect(menu.getByRole('link', { name: /^Billing/ })).toHaveAttribute('href', '/features/billing');
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('beta pages carry a beta badge and docs pages say when they were last updated', async ({ page }) => {
  await page.goto('/docs/expenses/setup');
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  await expect(page.getByText(/Last updated/)).toBeVisible();
  await page.goto('/docs/billing/plans');
  await expect(page.getByText('Beta', { exact: true })).toHaveCount(0);
});

test("the docs footer's switcher saves a choice and stays on the page", async ({ page, context }) => {
  // Docs pages are the same prerendered HTML for everyone and run no framework script: the
  // footer shows the international site's links and badges whatever the saved locale.
  await page.goto('/docs/billing/plans');
  const footer = page.locator('footer');
  await footer.getByRole('button', { name: /International · English/ }).click();
  await footer.getByRole('link', { name: 'Norge · Norsk bokmål' }).click();
  await expect(page).toHaveURL(/\/docs\/billing\/plans$/);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'current_locale')?.value)
    .toBe('nb-NO');
});
