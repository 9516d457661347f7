import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const group = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

// Hover shows a panel by CSS alone (no script): the test checks what shows, not aria-expanded,
// which belongs to the button's own open state (click, Enter, Space).
test('a dropdown shows on hover and hides when the pointer leaves', async ({ page, pageProblems }) => {
  await page.goto('/');
  const product = group(page, 'Product');
  const link = menu(page).getByRole('link', { name: /Automatic accounting/ });
  await expect(link).toBeHidden();
  await product.hover();
  await expect(link).toBeVisible();
  // The pointer crosses the gap between button and panel without losing it.
  await link.hover();
  await expect(link).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(link).toBeHidden();
  expect(pageProblems).toEqual([]);
});

test('a group opened by click closes when the pointer points at another group', async ({ page }) => {
  await page.goto('/');
  await group(page, 'Product').click();
  await expect(group(page, 'Product')).toHaveAttribute('aria-expanded', 'true');
  await group(page, 'Company').hover();
  await expect(group(page, 'Product')).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('link', { name: /Automatic accounting/ })).toBeHidden();
});

test('Enter and Space open a dropdown, Esc closes it and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  const product = group(page, 'Product');
  await product.focus();
  await page.keyboard.press('Enter');
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu(page).getByRole('link', { name: /^Billing/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(product).toHaveAttribute('aria-expanded', 'false');
  await expect(product).toBeFocused();
  await page.keyboard.press(' ');
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press(' ');
  await expect(product).toHaveAttribute('aria-expanded', 'false');
});

test('Tab moves through a dropdown and out of it, which closes it', async ({ page }) => {
  await page.goto('/');
  const solutions = group(page, 'Solutions');
  await solutions.focus();
  await page.keyboard.press('Enter');
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  for (const name of [/^Founders/, /^Finance teams/, /^Developers/]) {
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(group(page, 'Integrations')).toBeFocused();
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
});

test('only one dropdown is open at a time', async ({ page }) => {
  await page.goto('/');
  await group(page, 'Product').click();
  await group(page, 'Company').click();
  await expect(group(page, 'Product')).toHaveAttribute('aria-expanded', 'false');
  await expect(group(page, 'Company')).toHaveAttribute('aria-expanded', 'true');
});

test('the menu has no menu roles: it is a disclosure navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[role="menu"], [role="menuitem"], [role="menubar"]')).toHaveCount(0);
});

test('the Integrations group lists the ERP and bank integrations and counts the catalogue', async ({
  page,
}) => {
  await page.goto('/');
  await group(page, 'Integrations').click();
  const panel = menu(page);
  await expect(panel.getByRole('region', { name: 'ERP and accounting' }).getByRole('link')).toHaveCount(11);
  await expect(panel.getByRole('region', { name: 'Banks' }).getByRole('link')).toHaveCount(7);
  await expect(panel.getByRole('link', { name: 'All 29 integrations' })).toHaveAttribute(
    'href',
    '/integrations',
  );
  await expect(panel.getByRole('link', { name: 'e-conomic' })).toHaveAttribute(
    'href',
    '/integrations/e-conomic',
  );
});

test('the header is 76 px high and gains a background and shadow once the page scrolls', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.height).toBe(76);
  const look = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, shadow: style.boxShadow };
    });
  // Clear at the top: a transparent background and a shadow that is none or fully transparent.
  const clear = (style: { background: string; shadow: string }) =>
    /rgba\(\d+, \d+, \d+, 0\)/.test(style.background) &&
    (style.shadow === 'none' || /^rgba\(\d+, \d+, \d+, 0\)/.test(style.shadow));
  expect(clear(await look())).toBe(true);
  await page.mouse.wheel(0, 600);
  await expect
    .poll(look)
    .toEqual({ background: 'rgb(255, 255, 255)', shadow: expect.stringContaining('rgba(20, 33, 61, 0.14)') });
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, -600);
  await expect.poll(async () => clear(await look())).toBe(true);
});

test('Sign in opens the application and Book demo the demo form, each in a new tab', async ({ page }) => {
  await page.goto('/da-DK/');
  const header = page.locator('header').first();
  const signIn = header.getByRole('link', { name: /Log ind/ });
  await expect(signIn).toHaveAttribute('href', 'https://app.billvard.com/');
  await expect(signIn).toHaveAttribute('target', '_blank');
  const bookDemo = header.getByRole('link', { name: /Book en demo/ });
  await expect(bookDemo).toHaveAttribute('href', '/da-DK/book-demo');
  await expect(bookDemo).toHaveAttribute('target', '_blank');
});
