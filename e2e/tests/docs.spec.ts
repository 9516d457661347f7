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

/** The site script's address: held back in the chrome test below until the page is measured. */
const SITE_SCRIPT = /\/assets\/site-[0-9a-f]{10}\.js$/;

/**
 * Where every box in the viewport starts, keyed by its place in the document (for the message).
 * The viewport's, as layout shift counts: below it, the footer's locale button may take its
 * shorter label ("Danmark · Dansk") and its right-aligned row start further right, unseen.
 */
const boxStarts = (page: Page) =>
  page.evaluate(() => {
    const starts: Record<string, string> = {};
    const all = [...document.body.querySelectorAll('*')];
    all.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) return;
      const name = `${index} ${element.localName}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      starts[name] = `${Math.round(box.left)},${Math.round(box.top)}`;
    });
    return starts;
  });

for (const width of [1440, 390]) {
  // The saved locale is the site script's doing: only attributes change, and a badge the country
  // lacks keeps its room, so every box in view starts where it did before the script ran.
  // (Measured around the script rather than as the page's layout shift since it began to load:
  // on a busy machine Chromium sometimes paints a half-parsed table, whose columns then widen,
  // which is no part of what this pins.)
  test(`a docs page shows its chrome in the saved locale (da-DK) without moving anything, at ${width} px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'current_locale', value: 'da-DK', url: baseURL! }]);
    await page.setViewportSize({ width, height: 900 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SITE_SCRIPT, async (route) => {
      await released;
      await route.continue();
    });
    // Loaded and painted, the script not yet run (its loader asks for it after the first paint).
    await page.goto('/docs/billing/plans', { waitUntil: 'load' });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const before = await boxStarts(page);
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    release();
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
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    const after = await boxStarts(page);
    const moved = Object.keys(before).filter((name) => after[name] !== before[name]);
    expect(moved.map((name) => `${name}: ${before[name]} -> ${after[name] ?? 'gone'}`)).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThan(50);
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
