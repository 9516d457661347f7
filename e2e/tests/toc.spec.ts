import { expect, test } from './fixtures';

// A comparison keeps its contents: it is read as a reference, point by point.
const PAGE = '/compare/stripe-billing';

test('the contents are sticky on wide screens and highlight the section being read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Point by point' })).toHaveAttribute('aria-current', 'true');
  await page.evaluate(() =>
    document.getElementById('you-can-keep-stripe-for-cards')?.scrollIntoView({ block: 'start' }),
  );
  await expect(toc.getByRole('link', { name: 'You can keep Stripe for cards' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(toc.getByRole('link', { name: 'Point by point' })).not.toHaveAttribute('aria-current', 'true');
  await expect(toc).toBeInViewport();
  await expect(toc.getByRole('link', { name: 'How to move over', exact: true })).toHaveAttribute(
    'href',
    '#how-to-move-over',
  );
});

test('the contents collapse on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGE);
  const summary = page.locator('summary', { hasText: 'On this page' });
  await expect(summary).toBeVisible();
  const link = page.getByRole('link', { name: 'When Stripe Billing may be the better fit' });
  await expect(link).toBeHidden();
  await summary.click();
  await expect(link).toBeVisible();
});
