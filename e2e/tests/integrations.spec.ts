import type { Page } from '@playwright/test';
import { EXTERNAL_URLS, INTEGRATIONS, offeredIn } from '@web/shared';
import { expect, test } from './fixtures';
import { sweep } from './sweep';

const tiles = (page: Page) => page.locator('main h3 a');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /integrations?$|integrationer$/ });
const search = (page: Page, name = 'Search integrations') => page.getByRole('searchbox', { name });
/** Picks a filter chip the way a pointer does: by its visible label (the radio itself is hidden). */
const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

test.describe('the catalogue', () => {
  test('lists all 29 integrations grouped by category, every one a link', async ({ page, pageProblems }) => {
    await page.goto('/integrations');
    await expect(tiles(page)).toHaveCount(INTEGRATIONS.length);
    await expect(count(page)).toHaveText('29 integrations');
    await expect(page.getByRole('heading', { level: 2, name: /ERP and accounting systems/ })).toBeVisible();
    for (const integration of INTEGRATIONS.slice(0, 3)) {
      await expect(page.getByRole('link', { name: integration.title.en, exact: true })).toHaveAttribute(
        'href',
        integration.link,
      );
    }
    expect(pageProblems).toEqual([]);
  });

  test('a search typed before the island hydrates is kept and filters the list once it does', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/islands\/catalogue(-[\w-]+)?\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/integrations', { waitUntil: 'domcontentloaded' });
    const island = page.locator('[data-island="catalogue"]');
    await search(page).fill('danske bank');
    await expect(island).not.toHaveAttribute('data-island-hydrated');
    release();
    await expect(island).toHaveAttribute('data-island-hydrated', '');
    await expect(search(page)).toHaveValue('danske bank');
    await expect(tiles(page)).toHaveText(['Danske Bank']);
    await expect(page).toHaveURL(/\?q=danske\+bank$/);
  });

  test('search narrows the list, writes the URL and survives a reload', async ({ page }) => {
    await page.goto('/integrations');
    await search(page).fill('danske bank');
    await expect(tiles(page)).toHaveText(['Danske Bank']);
    await expect(count(page)).toHaveText('1 integration');
    await expect(page).toHaveURL(/\?q=danske\+bank$/);
    await page.reload();
    await expect(search(page)).toHaveValue('danske bank');
    await expect(tiles(page)).toHaveText(['Danske Bank']);
  });

  test('category and country filters narrow the list, from a click or a shared URL', async ({ page }) => {
    await page.goto('/integrations');
    await choose(page, 'ERP and accounting systems');
    await choose(page, 'Norway');
    const expected = INTEGRATIONS.filter((i) => i.category === 'erp' && offeredIn(i, 'NO')).map(
      (i) => i.title.en,
    );
    await expect(tiles(page)).toHaveText(expected);
    await expect(page).toHaveURL(/\?category=erp&country=NO$/);

    await page.goto('/integrations?category=bank&country=DK');
    await expect(page.getByRole('radio', { name: 'Banks' })).toBeChecked();
    const banks = INTEGRATIONS.filter((i) => i.category === 'bank' && offeredIn(i, 'DK')).map(
      (i) => i.title.en,
    );
    await expect(tiles(page)).toHaveText(banks);
  });

  test('says what to change when nothing matches, and clears back to everything', async ({ page }) => {
    await page.goto('/integrations?q=spaceship');
    await expect(page.getByRole('heading', { name: 'No integration matches' })).toBeVisible();
    await expect(count(page)).toHaveText('0 integrations');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(tiles(page)).toHaveCount(INTEGRATIONS.length);
    await expect(page).toHaveURL(/\/integrations$/);
  });

  test('ignores nonsense in the query string without echoing it', async ({ page }) => {
    await page.goto('/integrations?category=%3Cscript%3E&country=ZZ&q=%3Cimg%20src%3Dx%3E');
    await expect(page.getByRole('radio', { name: 'All categories' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'All countries' })).toBeChecked();
    await expect(search(page)).toHaveValue('<img src=x>');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });

  test('a country site is prerendered with its own view, and offers all countries', async ({
    page,
    request,
  }) => {
    const danish = INTEGRATIONS.filter((i) => offeredIn(i, 'DK'));
    // The prerendered main content alone (the header menu lists every ERP system anyway).
    const html = await (await request.get('/da-DK/integrations')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('href="/da-DK/integrations/e-conomic"');
    expect(main).not.toContain('href="/da-DK/integrations/fiken"');

    await page.goto('/da-DK/integrations');
    await expect(tiles(page)).toHaveCount(danish.length);
    await expect(page.getByRole('radio', { name: 'Danmark' })).toBeChecked();
    await page.getByRole('link', { name: 'Vis alle lande' }).click();
    await expect(tiles(page)).toHaveCount(INTEGRATIONS.length);
    await expect(page).toHaveURL(/\/da-DK\/integrations\?country=all$/);
    await page.reload();
    await expect(tiles(page)).toHaveCount(INTEGRATIONS.length);
  });

  test('works by keyboard: type, then move through the filters', async ({ page }) => {
    await page.goto('/integrations');
    await search(page).focus();
    await page.keyboard.type('sheets');
    await expect(tiles(page)).toHaveText(['Google Sheets']);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'All categories' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'ERP and accounting systems' })).toBeChecked();
    await expect(count(page)).toHaveText('0 integrations');
  });
});

test.describe('the catalogue on a phone', () => {
  test('folds the category and country chips behind one button that says what is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/da-DK/integrations');
    const fold = page.locator('main summary', { hasText: 'Kategori og land' });
    await expect(fold).toBeVisible();
    await expect(fold).toContainText('Alle kategorier · Danmark');
    await expect(page.locator('label').filter({ hasText: /^Banker$/ })).toBeHidden();
    // The search box, the fold and the first integrations share the first screen.
    expect((await page.locator('main h3 a').first().boundingBox())?.y ?? 9999).toBeLessThan(844 + 200);
    await fold.click();
    await choose(page, 'Banker');
    await expect(fold).toContainText('Banker · Danmark');
    await expect(page).toHaveURL(/\?category=bank$/);
  });

  test('shows the chips with no button from tablet width', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/integrations');
    await expect(page.locator('main summary')).toBeHidden();
    await expect(page.locator('label').filter({ hasText: /^Banks$/ })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the folded filters still open', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/integrations');
      const banks = page.locator('label').filter({ hasText: /^Banks$/ });
      await expect(banks).toBeHidden();
      await page.locator('main summary', { hasText: 'Category and country' }).click();
      await expect(banks).toBeVisible();
    });
  });
});

test('search ignores hyphens and Nordic letters: "economic" and "leverandorservice" find their entries', async ({
  page,
}) => {
  await page.goto('/integrations');
  await search(page).fill('economic');
  await expect(tiles(page)).toHaveText(['e-conomic']);
  await search(page).fill('leverandorservice');
  await expect(tiles(page)).toHaveText(['Leverandørservice']);
});

test.describe('integration pages', () => {
  // One page per category here (every page with E2E_FULL=1); every page's card, links and
  // text are checked from the built files (scripts/site-checks/integrationPages.test.ts).
  const sample = new Set(
    sweep(
      INTEGRATIONS.map((integration) => integration.slug),
      (slug) => INTEGRATIONS.find((integration) => integration.slug === slug)!.category,
    ),
  );
  for (const integration of INTEGRATIONS.filter(({ slug }) => sample.has(slug))) {
    test(`${integration.slug} has its side card with working links`, async ({ page, request }) => {
      const response = await page.goto(`${integration.link}/`);
      expect(response?.status()).toBe(200);
      const card = page.getByRole('complementary', { name: `About the ${integration.title.en} integration` });
      // The drawn letter tile is decoration; the name beside it is text.
      await expect(card.getByText(integration.title.en, { exact: true }).first()).toBeVisible();
      // The description is the title block's lead; the card beside it does not repeat it.
      await expect(page.getByRole('main').getByText(integration.description.en, { exact: true })).toHaveCount(
        1,
      );
      await expect(card.getByText(integration.description.en)).toHaveCount(0);

      const setUp = card.getByRole('link', { name: `Set up ${integration.title.en}` });
      await expect(setUp).toHaveAttribute('href', integration.buttonLink);
      await expect(setUp).toHaveAttribute('target', '_blank');
      expect(integration.buttonLink.startsWith(EXTERNAL_URLS.appIntegrations)).toBe(true);

      const website = card.getByRole('link', { name: `${integration.title.en} website` });
      await expect(website).toHaveAttribute('href', integration.website);
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', /noopener/);

      for (const name of [
        'Set-up guide in the docs',
        'Questions? Contact support',
        /^(ERP and accounting systems|Payment cards|Direct debit|Banks|Reporting|CRM|Other)$/,
      ]) {
        const href = await card.getByRole('link', { name }).first().getAttribute('href');
        expect((await request.get(href!)).status(), `${name} → ${href}`).toBe(200);
      }
      // The text below the title: at least a few paragraphs of its own.
      expect(
        (await page.locator('main [lang] p').allTextContents()).join(' ').split(/\s+/).length,
      ).toBeGreaterThan(150);
    });
  }

  test('a Danish page shows Danish labels and the Danish description', async ({ page }) => {
    await page.goto('/da-DK/integrations/bank');
    const card = page.getByRole('complementary', { name: 'Om integrationen med Andre banker' });
    await expect(card.getByRole('link', { name: 'Opsæt Andre banker' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Opsætningsguide i dokumentationen' })).toHaveAttribute(
      'href',
      '/da-DK/docs/organization/settings/integrations/bank',
    );
  });

  test('the automation service says it connects 5000+ apps', async ({ page }) => {
    await page.goto('/integrations/zapier');
    await expect(page.getByRole('main')).toContainText(/5,?000\+ apps/);
  });
});

// Axe and sideways scroll on the catalogue (closed, filtered) and an integration page, at
// desktop and phone widths in both schemes: axe-states.spec.ts.
