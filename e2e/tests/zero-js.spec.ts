import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Content pages of each app and language: no framework script, only the site script. What every
 * page carries (the site script by address, inline scripts the policy names by hash) is checked
 * on every built page (scripts/site-checks/pageStatics.test.ts); here, what a browser then loads.
 */
const CONTENT_PAGES = [
  '/',
  '/pricing',
  '/blog',
  '/nb-NO/',
  // Docs pages: Docusaurus prerenders them; the build takes its client out (scripts/build-steps/staticDocs.ts).
  '/docs/billing/invoices',
  '/docs/changelog',
];

/**
 * Pages whose forms validate as the visitor submits: the site script runs the shared rules
 * (`@web/shared/forms`, inPage.ts), so they load no router runtime and no island either.
 */
const FORM_PAGES = ['/book-demo', '/newsletter', '/da-DK/book-demo'];

/** Pages whose tool is an island: only its root hydrates, from its own entry. */
const ISLAND_PAGES = ['/calculator', '/integrations', '/da-DK/integrations'];
const ISLAND_SCRIPT = /^\/assets\/islands\/[\w-]+\.js$/;

const SITE_SCRIPT = /^\/assets\/site-[0-9a-f]{10}\.js$/;

/**
 * Every script the page requested until the network went quiet, as paths. The site script
 * starts after the load event: wait for its request, so a busy machine cannot end the count
 * before it (networkidle alone once did).
 */
async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const siteScript = page.waitForRequest((request) => SITE_SCRIPT.test(new URL(request.url()).pathname));
  await page.goto(path);
  await siteScript;
  await page.waitForLoadState('networkidle');
  return scripts;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

for (const path of CONTENT_PAGES) {
  test(`${path} loads no script but the site script and its own hashed inline scripts`, async ({
    page,
    pageProblems,
  }) => {
    const scripts = await scriptsLoaded(page, path);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(SITE_SCRIPT);
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((elements) =>
        elements.map((element) => ({ type: element.getAttribute('type'), text: element.textContent ?? '' })),
      );
    const policy =
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    for (const script of inline) {
      // Data blocks never run; everything else runs only because the policy names its hash.
      if (script.type === 'application/ld+json') continue;
      expect(script.type ?? 'classic', `an inline script of type ${script.type}`).toMatch(
        /^(classic|speculationrules)$/,
      );
      expect(scriptSrc).toContain(sha256(script.text));
    }
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(pageProblems).toEqual([]);
  });
}

/**
 * On marketing and docs pages the site script waits for the first contentful paint
 * (SITE_SCRIPT_LOADER): `load` comes first on a fast connection, and a request started before
 * the largest paint counts against it in Lighthouse's simulated LCP.
 */
for (const path of [
  '/',
  '/pricing',
  '/features/billing',
  '/book-demo',
  '/docs/billing/plans',
  '/nb-NO/docs/',
]) {
  test(`${path} requests the site script only after its first contentful paint`, async ({ page }) => {
    await scriptsLoaded(page, path);
    const [paint, script] = await page.evaluate((siteScript) => {
      const isSiteScript = (url: string) => new RegExp(siteScript).test(new URL(url).pathname);
      return [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        performance.getEntriesByType('resource').find((entry) => isSiteScript(entry.name))?.startTime,
      ];
    }, SITE_SCRIPT.source);
    expect(paint).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(paint!);
  });
}

for (const path of FORM_PAGES) {
  test(`${path} validates its form with the site script alone: no router runtime, no island`, async ({
    page,
    pageProblems,
  }) => {
    const scripts = await scriptsLoaded(page, path);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(SITE_SCRIPT);
    expect(
      await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterManifest' in window),
    ).toBe(false);
    // The rules run: an empty form stays on the page with its first field marked and focused.
    const form = page.locator('form[method="POST" i]').first();
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    expect(pageProblems).toEqual([]);
  });
}

for (const path of ISLAND_PAGES) {
  test(`${path} hydrates its tool alone: island scripts and the site script, no router runtime`, async ({
    page,
    pageProblems,
  }) => {
    const scripts = await scriptsLoaded(page, path);
    const islands = scripts.filter((script) => ISLAND_SCRIPT.test(script));
    expect(islands.length).toBeGreaterThanOrEqual(2);
    // Nothing else: no entry.client, no route manifest, no React Router chunk.
    expect(scripts.filter((script) => !ISLAND_SCRIPT.test(script) && !SITE_SCRIPT.test(script))).toEqual([]);
    expect(
      await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterManifest' in window),
    ).toBe(false);
    // The tool answers: a changed input lands in the address.
    if (path === '/calculator') {
      const invoices = page.getByRole('textbox').first();
      await invoices.fill('900');
      await invoices.press('Tab');
      await expect(page).toHaveURL(/invoices=900/);
    } else {
      await page.getByRole('searchbox').first().fill('stripe');
      await expect(page).toHaveURL(/q=stripe/);
    }
    expect(pageProblems).toEqual([]);
  });
}

test('the docs 404 loads no script but the site script', async ({ page }) => {
  const scripts = await scriptsLoaded(page, '/docs/no-such-page');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(SITE_SCRIPT);
});

test('Mantine styles come from the stylesheet in the head: no <style> in the body, our theme wins', async ({
  page,
}) => {
  await page.goto('/calculator');
  await expect(page.locator('body style')).toHaveCount(0);
  const black = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-black').trim().toLowerCase(),
  );
  expect(black).toBe('#14213d');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the desktop menu opens by click and key, closes on Esc, and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const product = menu.getByRole('button', { name: 'Product', exact: true });
    const billing = menu.getByRole('link', { name: /^Billing/ });
    await expect(billing).toBeHidden();
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(billing).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(billing).toBeHidden();
    await expect(product).toBeFocused();
    // One group at a time: opening Company closes Product.
    await product.click();
    await menu.getByRole('button', { name: 'Company', exact: true }).click();
    await expect(billing).toBeHidden();
    await expect(menu.getByRole('link', { name: /^About/ })).toBeVisible();
    await menu.getByRole('link', { name: /^About/ }).click();
    await expect(page).toHaveURL(/\/company\/about$/);
  });

  test('the mobile menu opens, shows the current group, closes, and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/features/billing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Expenses' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.locator('summary', { hasText: 'Company' }).click();
    await expect(dialog.getByRole('link', { name: 'Expenses' })).toBeHidden();
    await dialog.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/company\/about$/);
  });

  test('the locale switcher opens and takes the visitor to the same page in another locale', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: /International · English/ }).click();
    await footer.getByRole('link', { name: 'Norge · Norsk bokmål' }).click();
    await expect(page).toHaveURL(/\/nb-NO\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  });

  test('a content page is complete: text, table of contents and footer', async ({ page }) => {
    await page.goto('/compare/chargebee');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});

/** A docs page's sidebar group: the `<details>` whose own summary is `name`. */
const sidebarGroup = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .locator('details')
    .filter({ has: page.locator(`xpath=./summary[normalize-space(.)="${name}"]`) });

test.describe('a docs page with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  const DOC = '/docs/billing/invoices';

  test("the sidebar groups open and close, one at a time, the current page's open", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(DOC);
    const billing = sidebarGroup(page, 'Billing');
    const erpSync = sidebarGroup(page, 'ERP sync');
    await expect(billing).toHaveAttribute('open', '');
    await expect(billing.getByRole('link', { name: 'Invoices', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(erpSync.getByRole('link', { name: 'ERP lines' })).toBeHidden();
    // The chevron's part of the row opens and closes; the label is the category's own page.
    await erpSync.locator('summary svg').click();
    await expect(erpSync.getByRole('link', { name: 'ERP lines' })).toBeVisible();
    await expect(billing).not.toHaveAttribute('open');
    await expect(billing.getByRole('link', { name: 'Invoices', exact: true })).toBeHidden();
    await erpSync.locator('summary svg').click();
    await expect(erpSync.getByRole('link', { name: 'ERP lines' })).toBeHidden();
    // By keyboard too.
    await erpSync.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(erpSync).toHaveAttribute('open', '');
  });

  test('"Navigate Docs" opens the docs tree at 390 px, and a link in it navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DOC);
    await page.getByRole('button', { name: 'Navigate Docs' }).click();
    const panel = page.getByRole('dialog', { name: 'Documentation' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Invoices', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await panel.getByRole('link', { name: 'Revenue groups' }).click();
    await expect(page).toHaveURL(/\/docs\/billing\/revenue-groups$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue groups' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Documentation' })).toBeHidden();
  });

  test('the small-screen contents list opens, and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(DOC);
    const contents = page.locator('details', { has: page.locator('summary', { hasText: 'On this page' }) });
    await expect(contents.getByRole('link', { name: 'Credit notes' })).toBeHidden();
    await contents.locator('summary').click();
    await contents.getByRole('link', { name: 'Credit notes' }).click();
    await expect(page).toHaveURL(/#credit-notes$/);
  });

  for (const width of [1440, 390]) {
    test(`table of contents links land their heading below the sticky header at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(DOC);
      if (width < 997) {
        await page.locator('summary', { hasText: 'On this page' }).click();
        await page.locator('.theme-doc-toc-mobile').getByRole('link', { name: 'Worked example' }).click();
      } else {
        await page.locator('[data-toc]').getByRole('link', { name: 'Worked example' }).click();
      }
      await expect(page).toHaveURL(/#worked-example$/);
      const heading = page.locator('#worked-example');
      await expect(heading).toBeInViewport();
      const header = await page.locator('header').first().boundingBox();
      const top = (await heading.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(top).toBeLessThan(header!.y + header!.height + 80);
    });
  }

  test('code copy and Copy as Markdown, which need the script, are not offered; View as Markdown is', async ({
    page,
  }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
  });
});

test.describe('a docs page with JavaScript', () => {
  test('the table of contents marks the section being read', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/billing/invoices');
    const toc = page.locator('[data-toc]');
    await expect(toc.getByRole('link', { name: 'Invoice statuses' })).toHaveAttribute('aria-current', 'true');
    await page.locator('#credit-notes').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(toc.getByRole('link', { name: 'Credit notes' })).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('a[aria-current]')).toHaveCount(1);
  });
});
