import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Pages whose drawn product views show amounts (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md).
const PAGES_WITH_AMOUNTS = [
  '/',
  '/features/billing',
  '/features/automatic-accounting',
  '/features/expenses',
  '/features/billvard-ai',
  '/finance',
];

/** The text of every drawn product view on the page. */
async function productViewTexts(page: Page): Promise<string[]> {
  const views = page.locator('[data-product-view]');
  await expect(views.first()).toBeAttached();
  return views.allTextContents();
}

for (const locale of ['nb-NO', 'en-NO']) {
  for (const path of PAGES_WITH_AMOUNTS) {
    const url = `/${locale}${path === '/' ? '/' : path}`;
    test(`${url}: the product views invoice in NOK, never DKK`, async ({ page }) => {
      await page.goto(url);
      const texts = await productViewTexts(page);
      expect(texts.join(' ')).toContain('NOK');
      for (const text of texts) expect(text).not.toContain('DKK');
    });
  }
}

test('a Danish page shows its product views in DKK, posted to a Danish ERP (the check above can fail)', async ({
  page,
}) => {
  await page.goto('/da-DK/features/automatic-accounting');
  const texts = (await productViewTexts(page)).join(' ');
  expect(texts).toContain('DKK');
  expect(texts).not.toContain('NOK');
  expect(texts).toContain('e-conomic');
});

test('the Norwegian ERP view posts to Fiken on NS 4102 accounts with the Norwegian reminder fee', async ({
  page,
}) => {
  await page.goto('/nb-NO/features/automatic-accounting');
  const erp = page.locator('[data-product-view]').first();
  await expect(erp).toContainText('Fiken');
  for (const account of ['1500', '3000', '2700', '8050']) await expect(erp).toContainText(account);
  await expect(erp).toContainText(/35,00\sNOK/);
});
