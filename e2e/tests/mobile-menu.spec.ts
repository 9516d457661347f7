import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A group of the menu: a `<details>`, opened by its summary. */
const group = (dialog: Locator, name: string) =>
  dialog.locator('details', { has: dialog.page().locator('summary', { hasText: name }) });
const summary = (dialog: Locator, name: string) => dialog.locator('summary', { hasText: name });

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Main menu' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('the menu slides in, takes focus and keeps it inside while open', async ({ page, pageProblems }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeHidden();
  const dialog = await openMenu(page);
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(pageProblems).toEqual([]);
});

test('Esc closes the menu and focus returns to the menu button', async ({ page }) => {
  await page.goto('/');
  const dialog = await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the close button closes the menu', async ({ page }) => {
  await page.goto('/');
  const dialog = await openMenu(page);
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toBeHidden();
});

test('groups expand one at a time, and clicking the open one closes it', async ({ page }) => {
  await page.goto('/');
  const dialog = await openMenu(page);
  // Groups are <details> sharing one name: their expanded state is the `open` attribute.
  await summary(dialog, 'Product').click();
  await expect(group(dialog, 'Product')).toHaveAttribute('open', '');
  await expect(dialog.getByRole('link', { name: 'Expenses' })).toBeVisible();
  await summary(dialog, 'Company').click();
  await expect(group(dialog, 'Company')).toHaveAttribute('open', '');
  await expect(group(dialog, 'Product')).not.toHaveAttribute('open');
  await expect(dialog.getByRole('link', { name: 'Expenses' })).toBeHidden();
  await summary(dialog, 'Company').click();
  await expect(group(dialog, 'Company')).not.toHaveAttribute('open');
});

test('the group holding the current page opens by itself', async ({ page }) => {
  await page.goto('/features/billing');
  const dialog = await openMenu(page);
  await expect(group(dialog, 'Product')).toHaveAttribute('open', '');
  await expect(group(dialog, 'Company')).not.toHaveAttribute('open');
});

test('the menu closes when the route changes', async ({ page }) => {
  await page.goto('/');
  const dialog = await openMenu(page);
  await summary(dialog, 'Solutions').click();
  await dialog.getByRole('link', { name: 'Founders' }).click();
  await expect(page).toHaveURL(/\/founders$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
