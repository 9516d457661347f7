import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every docs page's breadcrumbs, contents links, previous/next and title are checked from the
// built files (scripts/site-checks/pageStatics.test.ts); axe per docs template and state in
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

test("the docs footer's switcher saves an English choice, stays on the page and shows the chrome in it", async ({
  page,
  context,
}) => {
  await page.goto('/docs/billing/plans');
  const footer = page.locator('footer');
  await footer.getByRole('button', { name: /International · English/ }).click();
  // en-NO reads the English docs: the page stays (Danish and Norwegian move to their docs: locales.spec.ts).
  await footer.getByRole('link', { name: 'Norway · English' }).click();
  await expect(page).toHaveURL(/\/docs\/billing\/plans$/);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'current_locale')?.value)
    .toBe('en-NO');
  await expect(footer.getByRole('button', { name: /Norway · English/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/en-NO/company/legal#privacy-policy',
  );
});

/** A page's layout shifts since it started loading: their sum, and what moved (for the message). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        type Shift = {
          value: number;
          sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        const describe = (node?: Node) =>
          node instanceof Element
            ? `${node.localName}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
            : String(node?.nodeName);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as unknown as Shift[];
          resolve({
            sum: shifts.reduce((sum, entry) => sum + entry.value, 0),
            moved: shifts.flatMap((entry) =>
              entry.sources.map(
                (source) =>
                  `${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
              ),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ sum: 0, moved: [] })));
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
    const { sum, moved } = await layoutShift(page);
    expect(sum, moved.join('\n')).toBe(0);
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
