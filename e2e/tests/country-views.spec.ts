import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { FULL } from './sweep';

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

// One page per Norwegian site here (every page with E2E_FULL=1); every page's views are read
// from the built files (scripts/site-checks/countryViews.test.ts).
for (const locale of ['nb-NO', 'en-NO']) {
  for (const path of FULL ? PAGES_WITH_AMOUNTS : PAGES_WITH_AMOUNTS.slice(0, 1)) {
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

test('the Norwegian ERP view posts to Tripletex on NS 4102 accounts with the Norwegian reminder fee', async ({
  page,
}) => {
  await page.goto('/nb-NO/features/automatic-accounting');
  const erp = page.locator('[data-product-view]').first();
  await expect(erp).toContainText('Tripletex');
  for (const account of ['1500', '3000', '2700', '8050']) await expect(erp).toContainText(account);
  await expect(erp).toContainText(/35,00\sNOK/);
});

for (const [locale, erp, account, currency] of [
  ['sv-SE', 'Fortnox', '1510', 'SEK'],
  ['fi-FI', 'Netvisor', '1700', 'EUR'],
  ['de-DE', 'Business Central', '1400', 'EUR'],
] as const) {
  test(`/${locale}/: the ERP and deviation views show ${erp} in ${currency}, not the Danish ledger`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/`);
    const texts = (await productViewTexts(page)).join(' ');
    for (const text of [erp, account, currency]) expect(texts).toContain(text);
    for (const text of ['DKK', 'e-conomic', '5600']) expect(texts).not.toContain(text);
  });
}

test('a German visitor’s home page leads with German invoices in EUR, not Betalingsservice, AvtaleGiro or DKK', async ({
  page,
}) => {
  await page.goto('/de-DE/');
  const hero = page.locator('[data-product-view]').first();
  await expect(hero).toContainText('EUR');
  await expect(hero).toContainText('Altona Steuerbüro');
  await expect(hero).not.toContainText('DKK');
  const lead = page.getByText(/creates your recurring invoices/);
  await expect(lead).toBeVisible();
  await expect(lead).not.toContainText(/Betalingsservice|AvtaleGiro/);
});

for (const [path, texts] of [
  [
    '/de-DE/',
    [
      'Umsatzsteuer (USt.), 19 %',
      'XRechnung and ZUGFeRD',
      'receive e-invoices from 1 January 2025',
      'must issue them from 1 January 2027',
      'Every business must issue them from 1 January 2028',
      'bookkeeping in Business Central',
      'XRechnung and ZUGFeRD e-invoices: not yet, planned for Q3 2027.',
    ],
  ],
  [
    '/de-DE/pricing',
    [
      'without VAT',
      'Steuerschuldnerschaft des Leistungsempfängers',
      '§ 13b Abs. 1 und 5 UStG',
      'Article 196 of the VAT Directive',
    ],
  ],
  ['/en-FI/pricing', ['arvonlisävero (ALV), 25.5 % since 1 September 2024', 'Finvoice', 'Netvisor']],
  ['/en-SE/', ['mervärdesskatt (moms), 25 %', 'Svefaktura', 'Fortnox', 'no local direct debit yet']],
] as const) {
  test(`${path}: states the country's VAT, e-invoicing and what Billvard does there today`, async ({
    page,
  }) => {
    // An axe audit of a whole home page takes long on a busy machine.
    test.slow();
    await page.goto(path);
    const brief = page.getByRole('region', { name: /^Billvard in / });
    for (const text of texts) await expect(brief).toContainText(text);
    await expect(brief).not.toContainText(/Betalingsservice|AvtaleGiro|DKK|NOK/);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('Danish and Norwegian pages carry no country brief; Norwegian pages say the phone line is Danish', async ({
  page,
}) => {
  await page.goto('/nb-NO/');
  await expect(page.locator('#country-brief')).toHaveCount(0);
  await expect(page.locator('footer')).toContainText('(dansk nummer)');
  await page.goto('/nb-NO/pricing');
  await expect(page.locator('main')).toContainText('snudd avregning');
  await expect(page.locator('main')).toContainText('merverdiavgiftsloven § 3-30');
  await page.goto('/da-DK/');
  await expect(page.locator('#country-brief')).toHaveCount(0);
  await expect(page.locator('footer')).not.toContainText('dansk nummer');
});
