import { expect, test } from './fixtures';

const cases = [
  { path: '/no-such-page', heading: 'We could not find that page' },
  { path: '/features/nothing-here/', heading: 'We could not find that page' },
  { path: '/da-DK/no-such-page', heading: 'Vi kunne ikke finde siden', lang: 'da' },
  { path: '/nb-NO/integrations/no-such-integration', heading: 'Vi fant ikke siden', lang: 'nb' },
  { path: '/en-NO/no-such-page', heading: 'We could not find that page', lang: 'en' },
  { path: '/integrations/no-such-integration', heading: 'We could not find that page' },
  { path: '/xx-YY/pricing', heading: 'We could not find that page' },
  { path: '/docs/no-such-page', heading: 'Page Not Found' },
  { path: '/docs/billing/no-such-page', heading: 'Page Not Found' },
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
