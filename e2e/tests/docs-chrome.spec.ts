import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The docs wear the site's own chrome: the same header and site menu, a docs tree panel, a slimmer footer. */

const MARKETING = '/pricing';
const DOC = '/docs/billing/plans';

/** The header's parts, each as its box (null when not shown). */
async function headerBoxes(page: Page) {
  const header = page.locator('header').first();
  const parts = {
    logo: header.getByRole('link', { name: /home/i }),
    nav: header.getByRole('navigation', { name: 'Main menu' }),
    search: header.getByRole('button', { name: /^Search/ }),
    scheme: header.getByRole('button', { name: /colours$/ }),
    signIn: header.getByRole('link', { name: 'Sign in' }),
    bookDemo: header.getByRole('link', { name: /^Book a demo/ }),
    menu: header.getByRole('button', { name: 'Open menu' }),
  };
  const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [name, locator] of Object.entries(parts)) {
    boxes[name] = (await locator.isVisible()) ? await locator.boundingBox() : null;
  }
  return boxes;
}

for (const width of [1440, 1280, 390]) {
  test(`the docs header lines up with the marketing header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The web font is font-display: optional, so a page whose font misses the first paint on a
    // busy machine keeps the fallback; once fetched, the next pages set it at once. A first load
    // fetches it, so both pages compared are set in Inter.
    await page.goto(DOC);
    await page.goto(MARKETING);
    const marketing = await headerBoxes(page);
    await page.goto(DOC);
    const docs = await headerBoxes(page);
    // Every part that shows on one shows on the other, in the same place and size.
    expect(Object.values(marketing).filter(Boolean).length).toBeGreaterThanOrEqual(width < 1280 ? 4 : 6);
    expect(docs).toEqual(marketing);
  });
}

for (const width of [390, 768]) {
  test(`at ${width} px "Navigate Docs" opens the docs tree; its close button covers the opening one`, async ({
    page,
    pageProblems,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(DOC);
    const opener = page.getByRole('button', { name: 'Navigate Docs' });
    const openerBox = await opener.boundingBox();
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Documentation' });
    await expect(panel).toBeVisible();
    // The current page is marked and its group is open; the others are closed.
    await expect(panel.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    await expect(panel.locator('details', { hasText: 'Billing' }).first()).toHaveAttribute('open', '');
    await expect(panel.getByRole('link', { name: 'ERP lines' })).toBeHidden();
    // The site menu is not in it: the header's menu button keeps that.
    await expect(panel.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    const closeBox = await panel.getByRole('button', { name: 'Close', exact: true }).boundingBox();
    expect(closeBox).toEqual(openerBox);
    // Choosing a doc loads it, and the panel is closed there.
    await panel.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/billing\/invoices$/);
    await expect(page.getByRole('dialog', { name: 'Documentation' })).toBeHidden();
    // Esc closes it and focus returns to its button.
    await page.getByRole('button', { name: 'Navigate Docs' }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Navigate Docs' })).toBeFocused();
    expect(pageProblems).toEqual([]);
  });
}

test('on a phone the header menu of a doc is the site menu, without the docs tree', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DOC);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const buttonBox = await menuButton.boundingBox();
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Main menu' }).getByText('Product')).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Documentation' })).toHaveCount(0);
  // It covers the screen, "Navigate Docs" included; its close button sits where the menu button was.
  expect((await menu.boundingBox())?.width).toBe(390);
  expect(await menu.getByRole('button', { name: 'Close menu' }).boundingBox()).toEqual(buttonBox);
  await expect(page.getByRole('dialog', { name: 'Documentation' })).toBeHidden();
});

test('beside the docs\' own sidebar there is no "Navigate Docs"', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(DOC);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Navigate Docs' })).toBeHidden();
});

test('the docs 404 keeps a working phone menu of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/no-such-page');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
});

test('docs pages end with a slim footer: no sales band, the link columns fold on phones', async ({
  page,
}) => {
  const salesBand = (p: Page) =>
    p.locator('footer').getByRole('heading', { name: /annually for our customers/ });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(MARKETING);
  await expect(salesBand(page)).toHaveCount(1);
  await page.goto(DOC);
  await expect(salesBand(page)).toHaveCount(0);
  const footerNav = page.locator('footer').getByRole('navigation');
  // Wide: every column's links show.
  await expect(footerNav.getByRole('link', { name: 'Careers' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(footerNav.getByRole('link', { name: 'Careers' })).toBeHidden();
  const company = footerNav.getByText('Company', { exact: true });
  await company.click();
  await expect(footerNav.getByRole('link', { name: 'Careers' })).toBeVisible();
  // Keyboard too: the heading is the fold's button.
  await company.click();
  await expect(footerNav.getByRole('link', { name: 'Careers' })).toBeHidden();
  await page.locator('footer summary', { hasText: 'Company' }).focus();
  await page.keyboard.press('Enter');
  await expect(footerNav.getByRole('link', { name: 'Careers' })).toBeVisible();
});
