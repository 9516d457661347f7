import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

/**
 * Axe per template and kind, in both colour schemes and in each interactive state: one table.
 * Every template is audited closed; each state on the template it belongs to. Each row also
 * insists on no sideways scroll at its width, and on no console errors or CSP violations.
 * What every page must have that needs no browser is checked on every page from the built
 * files (scripts/site-checks/pageStatics.test.ts); the per-page axe sweep over every sitemap URL is
 * axe-full.spec.ts, with E2E_FULL=1.
 */

/** An interactive state: what the test does to the page before the state's audit. */
interface State {
  name: string;
  enter: (page: Page) => Promise<void>;
  /** What the state opens or changes: the part its dark-scheme audit covers (see auditBothSchemes). */
  region: (page: Page) => Locator;
}

interface Row {
  template: string;
  path: string;
  /**
   * States audited in turn after the page as loaded, each entered from the one before: one load
   * and one injection of axe per row, not per state (about 2.5 s each on this machine).
   */
  states?: State[];
  /** False for a row that exists for its states: the page as loaded is audited by another row. */
  auditLoaded?: false;
  /** 1280 unless set. */
  width?: number;
  /** A not-found page: the browser logs its 404 as a console error. */
  notFound?: boolean;
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: /^(Search|Søg|Søk)$/ });

/** The search dialog opened by its button, results shown and the first one chosen by arrow. */
async function openSearch(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Search|Søg|Søk)/ })
    .click();
  const field = searchDialog(page).getByRole('combobox', { name: /^(Search|Søg|Søk)$/ });
  await expect(field).toBeFocused();
  await field.fill('invoice');
  const first = searchDialog(page).getByRole('option').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // The dialog is usable at this width: the field and a whole result row are on screen.
  await expect(field).toBeInViewport();
  await expect(first).toBeInViewport({ ratio: 1 });
}

const headerGroupOpen: State = {
  name: 'a header group open',
  enter: async (page) => {
    const button = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Integrations' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
  region: (page) => page.locator('[popover]:popover-open'),
};

const footerLanguagesOpen: State = {
  name: 'the footer language list open',
  enter: async (page) => {
    const button = page.locator('footer').getByRole('button', { name: /International/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
  region: (page) => page.locator('footer'),
};

const phoneMenuOpen: State = {
  name: 'the phone menu open, a group expanded',
  enter: async (page) => {
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    const menu = page.getByRole('dialog', { name: /menu/i });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Integrationer' }).click();
    await expect(menu.locator('details', { hasText: 'Integrationer' }).first()).toHaveAttribute('open', '');
  },
  region: (page) => page.getByRole('dialog', { name: /menu/i }),
};

const searchOpen: State = {
  name: 'the search dialog open with results',
  enter: openSearch,
  region: searchDialog,
};

const navigateDocsOpen: State = {
  name: '"Navigate Docs" open',
  enter: async (page) => {
    await page.getByRole('button', { name: 'Navigate Docs' }).click();
    await expect(page.getByRole('dialog', { name: 'Documentation' })).toBeVisible();
  },
  region: (page) => page.getByRole('dialog', { name: 'Documentation' }),
};

const valueTyped: State = {
  name: 'a value typed',
  enter: async (page) => {
    const invoices = page.getByRole('textbox', { name: 'Invoices a month' });
    await invoices.fill('');
    await invoices.pressSequentially('1500');
    await expect(page).toHaveURL(/invoices=1500/);
  },
  region: (page) => page.locator('[data-island]'),
};

const catalogueFiltered: State = {
  name: 'filtered',
  enter: async (page) => {
    await page.getByRole('searchbox', { name: 'Search integrations' }).fill('bank');
    await expect(page).toHaveURL(/\?q=bank/);
    await expect(page.getByRole('status').filter({ hasText: /integrations?$/ })).not.toHaveText(
      '29 integrations',
    );
  },
  region: (page) => page.locator('[data-island]'),
};

const refusedFieldShown: State = {
  name: 'a refused field shown',
  enter: async (page) => {
    const form = page.locator('form[name="book-demo"]');
    await form.getByLabel('Work e-mail').fill('ida@');
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect(form.getByLabel('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Work e-mail')).toHaveAccessibleDescription(/e-mail address like/);
  },
  region: (page) => page.locator('form[name="book-demo"]'),
};

/**
 * Every template as loaded, and each interactive state on the template it belongs to. A state
 * that would have to be undone before the next (a menu, a dialog) gets a row of its own.
 */
const ROWS: Row[] = [
  { template: 'home', path: '/', states: [headerGroupOpen] },
  { template: 'home', path: '/', states: [footerLanguagesOpen], auditLoaded: false },
  { template: 'home', path: '/', states: [searchOpen], auditLoaded: false },
  { template: 'home', path: '/', states: [searchOpen], auditLoaded: false, width: 390 },
  { template: 'home, Danish, on a phone', path: '/da-DK/', width: 390, states: [phoneMenuOpen] },
  // A German site's own views and its country brief (a list of facts with sources).
  { template: 'home, German site', path: '/de-DE/' },
  { template: 'feature page', path: '/features/billing' },
  { template: 'pricing', path: '/pricing' },
  { template: 'compare', path: '/compare/chargebee' },
  { template: 'case', path: '/cases/danish-saas-e-conomic' },
  { template: 'integration catalogue', path: '/integrations', states: [catalogueFiltered] },
  // Filtered from the URL: the island starts from the query string.
  {
    template: 'integration catalogue, Danish, on a phone, filtered',
    path: '/da-DK/integrations?q=bank',
    width: 390,
  },
  { template: 'integration page', path: '/integrations/e-conomic' },
  { template: 'integration page, Norwegian, on a phone', path: '/nb-NO/integrations/fiken', width: 390 },
  { template: 'calculator', path: '/calculator', states: [valueTyped] },
  { template: 'book-demo form', path: '/book-demo', states: [refusedFieldShown] },
  { template: 'blog post', path: '/blog/danish-e-invoicing-nemhandel-peppol' },
  { template: 'legal', path: '/company/legal' },
  { template: '404', path: '/404.html' },
  { template: 'docs home', path: '/docs/' },
  { template: 'docs index', path: '/docs/billing' },
  { template: 'docs task page', path: '/docs/billing/plans', width: 390, states: [navigateDocsOpen] },
  {
    template: 'docs task page',
    path: '/docs/billing/plans',
    width: 390,
    states: [searchOpen],
    auditLoaded: false,
  },
  { template: 'docs task page with figure', path: '/docs/billing/dunning' },
  { template: 'docs API page', path: '/docs/api' },
  { template: 'docs API page, on a phone', path: '/docs/api', width: 390 },
  { template: 'docs API reference page', path: '/docs/api/reference/exports' },
  { template: 'docs API reference page, on a phone', path: '/docs/api/reference/exports', width: 390 },
  { template: 'docs page in Danish', path: '/da-DK/docs/billing/dunning' },
  { template: 'docs 404', path: '/docs/no-such-page', notFound: true },
];

/**
 * What the dark scheme can change, audited again in it: colours (contrast, links told from text
 * by colour) and the names of what shows or hides with the scheme (the theme toggle's icon and
 * its name). The markup, landmarks, ARIA and focus order are the same in both schemes and are
 * audited once, in the light one. The whole rule set twice cost the 30 rows 142 s of test time;
 * this, 120 s.
 */
const SCHEME_RULES = [
  'color-contrast',
  'link-in-text-block',
  'button-name',
  'link-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
];

/**
 * Audits the page in the light scheme with every rule, then turns the system dark and audits
 * what a scheme can change: in the whole page as loaded, and for a state in the part it opens.
 * The rest of the page is the page as loaded, which its row audits dark already (or the row of
 * the same page that audits it as loaded), and a modal state makes it inert. Its light audit
 * stays whole: opening a dialog changes what the page around it may do (aria-hidden, focus).
 * Colour contrast is most of axe's time (about three quarters of a dark audit): the 30 rows took
 * 129 s of the machine's CPU with the ten states' dark audits over the whole page, 121-125 s
 * with each over its part. A dark text planted in the open search dialog still fails its row.
 */
async function auditBothSchemes(page: Page, what: string, region?: Locator) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    expect(
      await axeViolations(
        page,
        scheme === 'dark' ? SCHEME_RULES : undefined,
        scheme === 'dark' ? region : undefined,
      ),
      `${what}, in the ${scheme} scheme`,
    ).toEqual([]);
  }
}

/**
 * Both schemes in one visit: the page opens light, is audited, then the system turns dark and the
 * page follows it live (followSystemScheme), state and all, and is audited again. Each state is
 * then entered in the light scheme and audited the same way.
 */
for (const { template, path, states = [], auditLoaded = true, width = 1280, notFound } of ROWS) {
  const audited = [...(auditLoaded ? ['as loaded'] : []), ...states.map((state) => state.name)];
  test(`${template} (${path}) at ${width} px, ${audited.join(', then ')}: no axe violations in either scheme`, async ({
    page,
    pageProblems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(notFound ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    if (auditLoaded) await auditBothSchemes(page, 'as loaded');
    for (const state of states) {
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await state.enter(page);
      await auditBothSchemes(page, state.name, state.region(page));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(pageProblems.filter((problem) => !(notFound && problem.includes('404 (Not Found)')))).toEqual([]);
  });
}
