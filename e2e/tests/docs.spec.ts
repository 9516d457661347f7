import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
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

test("the docs footer's switcher saves a choice, stays on the page and shows the chrome in it", async ({
  page,
  context,
}) => {
  await page.goto('/docs/billing/plans');
  const footer = page.locator('footer');
  await footer.getByRole('button', { name: /International · English/ }).click();
  await footer.getByRole('link', { name: 'Norge · Norsk bokmål' }).click();
  await expect(page).toHaveURL(/\/docs\/billing\/plans$/);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'current_locale')?.value)
    .toBe('nb-NO');
  await expect(footer.getByRole('button', { name: /Norge · Norsk bokmål/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/nb-NO/company/legal#privacy-policy',
  );
});

/** The sum of a page's layout shifts since it started loading. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

for (const width of [1440, 390]) {
  test(`a docs page shows its chrome in the saved locale (da-DK) without moving anything, at ${width} px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'current_locale', value: 'da-DK', url: baseURL! }]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs/billing/plans');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/da-DK/company/legal#privacy-policy',
    );
    await expect(page.locator('header a[href="/da-DK/pricing"]').first()).toBeAttached();
    // The text's own links and the docs' links stay as they are.
    await expect(page.locator('header a[href^="/docs/"]').first()).toBeAttached();
    await expect(footer.getByText('Meets the Danish Bookkeeping Act')).toBeVisible();
    await expect(footer.getByRole('button', { name: /Danmark · Dansk/ })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });
}

for (const cookie of ['xx-YY', '%E0%A4%A', 'da-DK%2F..%2Fevil', 'da-DK%3Cscript%3E']) {
  test(`a docs page with a malformed saved locale (${cookie}) keeps the international chrome`, async ({
    page,
    context,
    baseURL,
    pageProblems,
  }) => {
    await context.addCookies([{ name: 'current_locale', value: cookie, url: baseURL! }]);
    await page.goto('/docs/billing/plans');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/company/legal#privacy-policy',
    );
    await expect(footer.getByText('Meets the Danish Bookkeeping Act')).toBeHidden();
    await expect(footer.getByRole('button', { name: /International · English/ })).toBeVisible();
    expect(pageProblems).toEqual([]);
  });
}
