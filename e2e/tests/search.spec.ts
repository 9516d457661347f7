import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** A request that belongs to the search: its script, Pagefind's library, index and WebAssembly. */
const isSearchRequest = (request: Request) =>
  /\/pagefind\/|\/assets\/search-[0-9a-f]+\.js/.test(request.url());

const dialog = (page: Page) => page.getByRole('dialog', { name: /^(Search|Søg|Søk)$/ });
const field = (page: Page) => dialog(page).getByRole('combobox', { name: /^(Search|Søg|Søk)$/ });
const options = (page: Page) => dialog(page).getByRole('option');

async function openWithButton(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Search|Søg|Søk)/ })
    .click();
  await expect(field(page)).toBeFocused();
}

test.describe('site search', () => {
  test('loads nothing until the dialog opens, then only its script and the index', async ({
    page,
    pageProblems,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/pricing');
    // Pointing at the button and tabbing past it is not opening it.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).hover();
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchRequest).map((request) => request.url())).toEqual([]);

    await openWithButton(page);
    await field(page).fill('reminders');
    await expect(options(page).first()).toBeVisible();
    const searchUrls = requests.filter(isSearchRequest).map((request) => new URL(request.url()).pathname);
    expect(searchUrls.some((path) => /^\/assets\/search-[0-9a-f]{10}\.js$/.test(path))).toBe(true);
    expect(searchUrls).toContain('/pagefind/en/pagefind.js');
    // An English page searches the English bundle only.
    expect(searchUrls.filter((path) => /^\/pagefind\/(da|nb)\//.test(path))).toEqual([]);
    expect(pageProblems).toEqual([]);
  });

  test('the docs load no search code before the dialog opens either', async ({ page, pageProblems }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/docs/billing/plans');
    expect(requests.filter(isSearchRequest)).toEqual([]);
    // The old plugin's index and search page are gone.
    expect(requests.filter((request) => /search-index|lunr/.test(request.url()))).toEqual([]);
    expect((await page.request.get('/docs/search')).status()).toBe(404);
    expect(pageProblems).toEqual([]);
  });

  test('from a Danish page, a Danish word finds the Danish page', async ({ page, pageProblems }) => {
    await page.goto('/da-DK/');
    await openWithButton(page);
    await field(page).fill('indtægtsføring');
    const first = options(page).first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('href', /^\/da-DK\/dictionary\/revenue-recognition/);
    await expect(first).toContainText('Produkt');
    await first.click();
    await expect(page).toHaveURL(/\/da-DK\/dictionary\/revenue-recognition/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    expect(pageProblems).toEqual([]);
  });

  test('on a Danish page, the docs and the Danish pages are ranked together, not one after the other', async ({
    page,
  }) => {
    await page.goto('/da-DK/pricing');
    await openWithButton(page);
    // Danish pages name Betalingsservice too; the docs page about it answers best, whichever
    // language it is in (the Danish one once translated, the English one until then).
    await field(page).fill('betalingsservice');
    await expect(options(page).first()).toBeVisible();
    const hrefs = await options(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    const doc = /^(\/da-DK)?\/docs\/organization\/settings\/integrations\/direct-debit\/betalingsservice/;
    expect(
      hrefs.slice(0, 3).some((href) => doc.test(href)),
      hrefs.join('\n'),
    ).toBe(true);
    expect(hrefs.some((href) => href.startsWith('/da-DK/') && !href.startsWith('/da-DK/docs/'))).toBe(true);
  });

  test("a result opened from a locale site goes to that locale's copy", async ({ page }) => {
    await page.goto('/en-NO/');
    await openWithButton(page);
    await field(page).fill('pricing plans');
    await expect(options(page).first()).toBeVisible();
    const hrefs = await options(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    const marketing = hrefs.filter((href) => !href.startsWith('/docs/'));
    expect(marketing.length, hrefs.join('\n')).toBeGreaterThan(0);
    expect(
      marketing.every((href) => href.startsWith('/en-NO/')),
      hrefs.join('\n'),
    ).toBe(true);
  });

  test('from the English home page, a docs heading is found by its text and opens its anchor', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/');
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('Retry failed lines');
    const first = options(page).first();
    await expect(first).toHaveAttribute('href', '/docs/erp-sync/erp-lines#retry-failed-lines');
    await expect(first).toContainText('Docs');
    await expect(first).toContainText('Retry failed lines');
    await expect(first.locator('mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/erp-sync\/erp-lines#retry-failed-lines$/);
    await expect(page.locator('#retry-failed-lines')).toBeInViewport();
    expect(pageProblems).toEqual([]);
  });

  test('the keyboard path: shortcut, arrows, Enter, and Esc back to the button', async ({
    page,
    pageProblems,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/features/billing');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });

    await page.keyboard.press('ControlOrMeta+k');
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('invoice');
    await expect(options(page)).not.toHaveCount(0);
    await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
    const count = await options(page).count();

    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options(page).nth(0).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first wraps to the last.
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // `/` opens it too, except while typing in a field; the query is still there.
    await page.keyboard.press('/');
    await expect(field(page)).toHaveValue('invoice');
    await page.keyboard.press('ArrowDown');
    const target = await options(page).nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(pageProblems).toEqual([]);
  });

  test('a slash typed into a form field stays in the field', async ({ page }) => {
    await page.goto('/book-demo');
    const name = page.getByRole('textbox').first();
    await name.click();
    await page.keyboard.type('a/b');
    await expect(name).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
  });

  test('narrows results by section and counts each section', async ({ page }) => {
    await page.goto('/');
    await openWithButton(page);
    await field(page).fill('e-conomic');
    await expect(options(page).first()).toBeVisible();
    const sections = dialog(page).getByRole('group', { name: 'Show results from' });
    const docsCount = Number(await sections.locator('[data-count="docs"]').textContent());
    expect(docsCount).toBeGreaterThan(0);
    await sections.getByText('Docs', { exact: false }).click();
    // The unfiltered list may open with a docs page too (a clean-clone run read it before the
    // filter had redrawn it): wait until every result is a docs page.
    const hrefs = () =>
      options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await expect.poll(async () => (await hrefs()).filter((href) => !href.startsWith('/docs/'))).toEqual([]);
    expect((await hrefs()).length).toBeGreaterThan(0);
    await sections.getByText('Integrations', { exact: false }).click();
    await expect(options(page).first()).toHaveAttribute('href', /^\/integrations\//);
  });

  test('says when nothing is found, without echoing the query as markup', async ({ page, pageProblems }) => {
    await page.goto('/');
    await openWithButton(page);
    const query = '<zqxj qqzx="vvkw">';
    await field(page).fill(query);
    const status = dialog(page).getByRole('status');
    await expect(status).toContainText(`Nothing found for “${query}”`);
    await expect(dialog(page).locator('zqxj')).toHaveCount(0);
    await expect(options(page)).toHaveCount(0);
    expect(pageProblems).toEqual([]);
  });

  test('searches from a docs page, and the page policy allows WebAssembly but never eval', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/docs/billing/plans');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = policy?.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
    await openWithButton(page);
    await field(page).fill('Vesterbrogade');
    await expect(options(page).first()).toHaveAttribute('href', /^\/docs\/organization\/settings\/general/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/organization\/settings\/general/);
    expect(pageProblems).toEqual([]);
  });

  test('a reader in the docs gets the docs page before the marketing page; from home it is the other way', async ({
    page,
  }) => {
    await page.goto('/docs/billing/plans');
    await openWithButton(page);
    await field(page).fill('Nordea');
    await expect(options(page).first()).toHaveAttribute(
      'href',
      '/docs/organization/settings/integrations/bank/nordea',
    );
    await page.goto('/');
    await openWithButton(page);
    await field(page).fill('Nordea');
    await expect(options(page).first()).toHaveAttribute('href', '/integrations/nordea');
  });

  test("'wasm-unsafe-eval' is what the search needs: without it the browser blocks it", async ({ page }) => {
    // The same page with that one source taken out of its policy.
    await page.route('**/pricing', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(" 'wasm-unsafe-eval'", '');
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.blockedURI));
    });
    await page.goto('/pricing');
    await openWithButton(page);
    await field(page).fill('invoice');
    await expect(dialog(page).getByRole('status')).toHaveText(/could not load/);
    await expect(options(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toContain('wasm-eval');
  });
  // The open dialog with results, on screen and axe-clean at 1280 and 390 px in both schemes:
  // axe-states.spec.ts.
});
