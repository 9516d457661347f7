import { expect, test } from './fixtures';

test('the language switch saves the cookie on path / and lands on the same page in Danish', async ({
  page,
  context,
  pageProblems,
}) => {
  await page.goto('/pricing');
  const footer = page.locator('footer');
  await footer.getByRole('button', { name: /International · English/ }).click();
  await footer.getByRole('link', { name: 'Danmark · Dansk' }).click();
  await expect(page).toHaveURL(/\/da-DK\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  const cookie = (await context.cookies()).find((c) => c.name === 'current_locale');
  expect(cookie).toMatchObject({ value: 'da-DK', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  expect(pageProblems).toEqual([]);
});

test('on a docs page the switcher lands on the same doc in Danish, and the Danish doc links back', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/docs/billing/plans');
  const footer = page.locator('footer');
  await footer.getByRole('button', { name: /International · English/ }).click();
  await footer.getByRole('link', { name: 'Danmark · Dansk' }).click();
  await expect(page).toHaveURL(/\/da-DK\/docs\/billing\/plans$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  // The new document is committed once its <html> is parsed, before its header and footer are:
  // CI once read no links at all here. The site script marks the page ready after its load.
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  // Danish chrome, and every docs link in it stays in the Danish docs but the API reference's,
  // which is English only (the switcher's choices lead to the other languages on purpose).
  const docsLinks = await page
    .locator('header a[href*="/docs"], footer a[href*="/docs"]:not([data-locale-choice])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(
    docsLinks.filter((href) => !href.startsWith('/da-DK/docs/') && !href.startsWith('/docs/api/reference')),
  ).toEqual([]);
  expect(docsLinks).toContain('/docs/api/reference');
  await page
    .locator('footer')
    .getByRole('button', { name: /Danmark · Dansk/ })
    .click();
  await page.locator('footer').getByRole('link', { name: 'International · English' }).click();
  await expect(page).toHaveURL(/\/docs\/billing\/plans$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Chromium skips the cross-fade from an English doc to a Danish one (English -> Danish only);
  // the fixture leaves its report out (SKIPPED_CROSS_FADE in fixtures.ts).
  expect(pageProblems).toEqual([]);
});

test('the switcher dropdown closes on Esc and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  const button = page.locator('footer').getByRole('button', { name: /International · English/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('a saved locale sends the bare / to it before first paint', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'current_locale', value: 'nb-NO', url: baseURL }]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/nb-NO\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});

test('an explicit locale prefix wins over the saved one', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'current_locale', value: 'nb-NO', url: baseURL }]);
  await page.goto('/da-DK/');
  await expect(page).toHaveURL(/\/da-DK\/$/);
  await page.goto('/en-SE/');
  await expect(page).toHaveURL(/\/en-SE\/$/);
});

for (const value of [
  '<script>alert(1)</script>',
  'xx-YY',
  '../../etc',
  'da-DK%3Cb%3E',
  '%E0%A4%A',
  'x'.repeat(3000),
]) {
  test(`a hostile cookie value ${value.slice(0, 30)} changes nothing`, async ({
    page,
    context,
    pageProblems,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'current_locale', value, url: baseURL }]);
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await response?.text()).not.toContain(value);
    expect(await page.content()).not.toContain(value);
    expect(pageProblems).toEqual([]);
  });
}

test('da-DK pages show Danish chrome', async ({ page }) => {
  await page.goto('/da-DK/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(
    page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('button', { name: 'Produkt' }),
  ).toBeVisible();
  await expect(page.locator('footer')).toContainText('Vi fakturerer 2 mia. DKK om året for vores kunder');
  await expect(
    page.locator('footer').getByRole('list', { name: 'Tillid' }).getByRole('listitem'),
  ).toHaveCount(3);
});

test('nb-NO pages show Norwegian chrome', async ({ page }) => {
  await page.goto('/nb-NO/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.locator('header')).toContainText('Logg inn');
  await expect(page.locator('footer').getByRole('listitem').filter({ hasText: 'EU' })).toHaveCount(2);
});

test('sv-SE shows English with lang="en" and its canonical on en-SE', async ({ page }) => {
  await page.goto('/sv-SE/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header')).toContainText('Sign in');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://billvard.com/en-SE/');
  await expect(page.locator('link[rel="alternate"][hreflang="sv-SE"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    'https://billvard.com/',
  );
});

test('every locale home answers 200 and an unknown locale answers 404', async ({ request }) => {
  for (const locale of [
    'en-DK',
    'da-DK',
    'en-NO',
    'nb-NO',
    'en-SE',
    'sv-SE',
    'en-FI',
    'fi-FI',
    'en-DE',
    'de-DE',
  ]) {
    expect((await request.get(`/${locale}/`)).status(), locale).toBe(200);
    expect((await request.get(`/${locale}`)).status(), locale).toBe(200);
  }
  for (const path of ['/xx-YY/', '/da-dk/', '/DA-DK/', '/default/']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a German page says, in German, that it is in English, and links to the English page', async ({
  page,
}) => {
  await page.goto('/de-DE/pricing');
  const notice = page.locator('main .untranslated-notice');
  await expect(notice).toHaveAttribute('lang', 'de');
  await expect(notice).toContainText('noch nicht auf Deutsch');
  await expect(notice.getByRole('link', { name: 'Zur englischen Seite' })).toHaveAttribute(
    'href',
    '/en-DE/pricing',
  );
  await page.goto('/en-DE/pricing');
  await expect(page.locator('.untranslated-notice')).toHaveCount(0);
  await page.goto('/da-DK/pricing');
  await expect(page.locator('.untranslated-notice')).toHaveCount(0);
});

test('the footer names countries and languages in their own language, and the address in Danish', async ({
  page,
}) => {
  await page.goto('/da-DK/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('København, Danmark');
  await footer.getByRole('button', { name: /Danmark · Dansk/ }).click();
  for (const name of ['Sverige · Svenska', 'Suomi · Suomi', 'Deutschland · Deutsch', 'Sweden · English']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
});
