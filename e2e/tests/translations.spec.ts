import type { Page } from '@playwright/test';
import { sentencesOf } from '../../marketing/app/content/translations';
import { expect, test } from './fixtures';
import { FULL, sweep } from './sweep';

// Pages a Danish or Norwegian visitor reads first; each must be in their language throughout.
const PAGES = [
  '/',
  '/pricing',
  '/book-demo',
  '/compare/chargebee',
  '/blog/measuring-mrr-and-churn',
  '/integrations/dinero',
  '/calculator',
  '/company/impressum',
];

/**
 * The sentences of a page's main text, as the translation check compares them. Parts marked
 * with a language of their own (the Impressum's German) are left out: they are that language
 * on purpose, on every site.
 */
async function mainSentences(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.locator('main [lang]').evaluateAll((parts) => {
    for (const part of parts)
      if (part.getAttribute('lang') !== document.documentElement.lang) part.setAttribute('hidden', '');
  });
  const text = await page.locator('main').innerText();
  return sentencesOf(text.replaceAll('\u00AD', ''));
}

// One test a page: the English page is read once and compared with both translations.
for (const path of PAGES) {
  test(`${path} in Danish and in Norwegian has no English sentence in main`, async ({ page }) => {
    const english = new Set(await mainSentences(page, path));
    for (const locale of ['da-DK', 'nb-NO']) {
      const url = path === '/' ? `/${locale}/` : `/${locale}${path}`;
      await test.step(url, async () => {
        const translated = await mainSentences(page, url);
        expect(translated.length, url).toBeGreaterThan(0);
        expect(
          translated.filter((sentence) => english.has(sentence)),
          url,
        ).toEqual([]);
      });
    }
  });
}

test('a translated page offers itself in every language it is written in, with x-default', async ({
  page,
}) => {
  await page.goto('/da-DK/pricing');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(alternates).toEqual(expect.arrayContaining(['da-DK', 'nb-NO', 'en-DK', 'x-default']));
  expect(alternates).not.toContain('sv-SE');
  expect(alternates).not.toContain('de-DE');
});

for (const path of ['/da-DK/pricing', '/da-DK/', '/nb-NO/pricing', '/nb-NO/']) {
  test(`${path} fits a 320 px screen: no overflow, no heading wider than its box`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const wide = await page.locator('main :is(h1, h2, h3)').evaluateAll((headings) =>
      headings
        // A visually hidden heading (a 1 px box for screen readers) is not one a reader sees.
        .filter((h) => h.clientWidth > 1 && h.scrollWidth > h.clientWidth + 1)
        .map((h) => h.textContent),
    );
    expect(wide).toEqual([]);
  });
}

/**
 * Overflow needs layout, so this stays in the browser; it is bought per template: the first
 * Danish and Norwegian page of each template (section and depth, 44 pages) rather than all
 * 136, and every page with E2E_FULL=1 (sweep.ts). The long words that overflow are the
 * locale's, so each locale is swept on its own.
 */
test('no Danish or Norwegian page of any template overflows a 320 px screen', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap-pages.xml')).text();
  const all = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/(?:da-DK|nb-NO)\/[^<]*)<\/loc>/g)].map(
    ([, path]) => path ?? '',
  );
  expect(all.length).toBeGreaterThan(100);
  // A template: the locale, the section and the depth (/da-DK/blog is the index, /da-DK/blog/x a post).
  const template = (path: string) =>
    `${path.split('/').slice(1, 3).join('/')}:${path.split('/').filter(Boolean).length}`;
  const paths = sweep(all, template);
  expect(paths.length).toBeGreaterThan(FULL ? 100 : 10);
  // About 0.5 s a page here, more on busy cores.
  test.setTimeout(FULL ? 300_000 : 120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) overflowing.push(`${path}: ${width} px`);
  }
  expect(overflowing).toEqual([]);
});

// That it breaks no word at 320 px is checked with the other headings (hyphenation.spec.ts).
test('the Danish pricing H1 carries no soft hyphens: headings do not hyphenate', async ({ page }) => {
  await page.goto('/da-DK/pricing');
  expect(await page.locator('main h1').textContent()).not.toContain('\u00AD');
  // The <title> and the description stay clean of soft hyphens.
  expect(await page.title()).not.toContain('\u00AD');
});

test('prices show NOK on the Norwegian sites, SEK on the Swedish ones, euros in Germany and none in Denmark', async ({
  page,
}) => {
  await page.goto('/nb-NO/pricing');
  await expect(page.getByText(/Ca\. 2\s340\sNOK i måneden/)).toBeVisible();
  await page.goto('/en-SE/pricing');
  await expect(page.getByText(/About 2,200\sSEK a month/)).toBeVisible();
  await page.goto('/en-DE/pricing');
  await expect(page.getByText(/About €200 a month/)).toBeVisible();
  await page.goto('/da-DK/pricing');
  await expect(page.getByText(/Ca\. .* om måneden til fast kurs/)).toHaveCount(0);
});

test('the Impressum is linked from every footer and gives the company details in German', async ({
  page,
}) => {
  for (const [start, impressum] of [
    ['/', '/company/impressum'],
    ['/da-DK/', '/da-DK/company/impressum'],
    ['/docs/', '/company/impressum'],
  ] as const) {
    await page.goto(start);
    await expect(page.locator('footer').getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      impressum,
    );
  }
  await page.goto('/da-DK/company/impressum');
  const imprint = page.locator('main [lang="de"]');
  await expect(imprint).toContainText('Angaben gemäß § 5 DDG');
  await expect(imprint).toContainText('CVR-Nr.');
  await expect(page.locator('main')).toContainText('pladsholdere');
});

test('the privacy policy says the site has no analytics and one cookie, in Danish too', async ({ page }) => {
  await page.goto('/company/legal#this-website');
  await expect(page.locator('#this-website')).toBeVisible();
  await expect(page.locator('main')).toContainText('no analytics');
  await expect(page.locator('main')).toContainText('current_locale');
  await page.goto('/da-DK/company/legal#privacy-policy');
  await expect(page.locator('#privacy-policy')).toBeVisible();
  await expect(page.locator('#this-website')).toContainText(/\w/);
});
