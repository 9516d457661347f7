import { BRAND_NAME } from '@web/shared';
import { axeViolations, expect, test } from './fixtures';

const cases = [
  { path: '/no-such-page', heading: 'We could not find that page' },
  { path: '/features/nothing-here/', heading: 'We could not find that page' },
  { path: '/da-DK/no-such-page', heading: 'Vi kunne ikke finde siden', lang: 'da' },
  { path: '/nb-NO/integrations/no-such-integration', heading: 'Vi fant ikke siden', lang: 'nb' },
  { path: '/en-NO/no-such-page', heading: 'We could not find that page', lang: 'en' },
  { path: '/integrations/no-such-integration', heading: 'We could not find that page' },
  { path: '/xx-YY/pricing', heading: 'We could not find that page' },
  { path: '/docs/no-such-page', heading: 'We could not find that page' },
  { path: '/docs/billing/no-such-page', heading: 'We could not find that page' },
];

for (const { path, heading, lang } of cases as { path: string; heading: string; lang?: string }[]) {
  test(`${path} answers 404 with a real page`, async ({ page, pageProblems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (lang) await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(pageProblems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  });
}

test.describe('the docs not-found page', () => {
  const path = '/docs/no-such-page';

  test('answers 404 in the docs header and footer, titled for the docs and not indexed', async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Docs');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('banner').getByRole('link', { name: `${BRAND_NAME} home` })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The stock text is gone.
    await expect(page.getByText(/contact the owner of the site/)).toHaveCount(0);
  });

  test('its search button opens the site search, which finds docs pages', async ({ page, pageProblems }) => {
    await page.goto(path);
    await page.getByRole('main').getByRole('button', { name: 'Search the docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const field = dialog.getByRole('combobox', { name: 'Search' });
    await expect(field).toBeFocused();
    await field.fill('invoice');
    const docsResult = dialog.locator('[role="option"][href^="/docs/"]').first();
    await expect(docsResult).toBeVisible();
    expect(pageProblems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  });

  test('lists the most-used docs pages, each with a line on it, and every link answers 200', async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('p')).not.toBeEmpty();
    }
    const hrefs = await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(6);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/docs\//);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  // At 1280 px it is audited with the other templates (axe-states.spec.ts); here on a phone.
  test('has no axe violations at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const width of [1440, 390]) {
  test(`the not-found page's message is not outweighed by its footer, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/no-such-page');
    const heights = await page.evaluate(() => ({
      message: document.querySelector('main')!.getBoundingClientRect().height,
      footer: document.querySelector('footer')!.getBoundingClientRect().height,
    }));
    // No sales band, and the link columns fold on phones: the footer is at most as tall as the message.
    expect(heights.footer, `footer ${heights.footer} px, message ${heights.message} px`).toBeLessThanOrEqual(
      heights.message,
    );
  });
}
