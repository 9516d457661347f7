import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { sweep } from './sweep';

/** Every docs page the build published, from the docs sitemap. */
async function docsPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/docs/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '/docs/');
}

// Four parts, so both workers share the walk over every page and each part stays well inside
// its time limit on a busy machine (axe takes 2.5-7 s a page here; halves took 5 minutes once).
const PARTS = 4;
for (const part of [0, 1, 2, 3]) {
  test(`every docs page (part ${part + 1} of ${PARTS}): 200, breadcrumbs without the skipped segments, a TOC of every h2, previous/next, no errors, no axe violations`, async ({
    page,
    request,
    pageProblems,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const all = await docsPaths(request);
    expect(all.length).toBeGreaterThan(60);
    // One page per docs section (E2E_FULL=1: every page; e2e/tests/sweep.ts).
    const paths = sweep(all, (path) => path.split('/')[2] ?? '').filter((_, index) => index % PARTS === part);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(/ \| Docs$/);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(crumbs, path).toBeVisible();
      await expect(crumbs, path).not.toContainText(/Organization|Financial audit/);
      const h2Ids = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
      expect(h2Ids.length, path).toBeGreaterThanOrEqual(2);
      for (const id of h2Ids) {
        await expect(page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`), `${path} #${id}`).toHaveCount(
          1,
        );
      }
      await expect(
        page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').first(),
        path,
      ).toBeVisible();
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
        (violation) =>
          `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);
    }
    expect(pageProblems).toEqual([]);
  });
}

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
