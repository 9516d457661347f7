import { expect, gotoWithWebFont, test } from './fixtures';

/**
 * What a visitor sees first on every page template, compared with committed baselines under
 * e2e/tests/__screenshots__. The baselines were taken from a clean clone with the fonts that
 * scripts/ensure-chromium.sh installs. After an intended change, update them with
 * `npm run test:visual:update` and look at every changed PNG before committing it.
 */
const PAGES = {
  home: '/',
  pricing: '/pricing',
  feature: '/features/billing',
  'book-demo': '/book-demo',
  compare: '/compare/chargebee',
  case: '/cases/danish-saas-e-conomic',
  catalogue: '/integrations',
  integration: '/integrations/e-conomic',
  calculator: '/calculator',
  'blog-post': '/blog/danish-e-invoicing-nemhandel-peppol',
  legal: '/company/legal',
  'not-found': '/no-such-page',
};

/** The docs (issue 27): a task page and a section index with cards (a figure is below). */
const DOCS_PAGES = {
  'docs-page': '/docs/billing/contracts',
  'docs-index': '/docs/billing',
};

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const [name, path] of Object.entries({ ...PAGES, ...DOCS_PAGES })) {
  for (const viewport of VIEWPORTS) {
    test(`${name} looks as approved at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoWithWebFont(page, path);
      await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // Anti-aliasing may differ by a few pixels between runs; a moved block does not.
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}

// A figure of the app sits below the fold, so the figure itself is compared, in both schemes.
for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`docs-figure looks as approved at ${viewport.width} px in the ${scheme} scheme`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
      await gotoWithWebFont(page, '/docs/billing/renewals');
      await expect(page.locator('figure[data-figure="renewal-timeline"]')).toHaveScreenshot(
        `docs-figure-${viewport.width}-${scheme}.png`,
        { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 },
      );
    });
  }
}
