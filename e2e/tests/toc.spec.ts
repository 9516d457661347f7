import { expect, test } from './fixtures';

test('the contents are sticky on wide screens and highlight the section being read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/features/billing');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Plans, objects and subscriptions' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.locator('#getting-paid').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('getting-paid')?.scrollIntoView({ block: 'start' }));
  await expect(toc.getByRole('link', { name: 'Getting paid' })).toHaveAttribute('aria-current', 'true');
  await expect(toc.getByRole('link', { name: 'Plans, objects and subscriptions' })).not.toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(toc).toBeInViewport();
  await expect(toc.getByRole('link', { name: 'Objects', exact: true })).toHaveAttribute('href', '#objects');
});

test('the contents collapse on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/features/billing');
  const summary = page.locator('summary', { hasText: 'On this page' });
  await expect(summary).toBeVisible();
  const link = page.getByRole('link', { name: 'A worked example' });
  await expect(link).toBeHidden();
  await summary.click();
  await expect(link).toBeVisible();
});
