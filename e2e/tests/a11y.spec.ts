import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Axe with every rule on and nothing excluded. */
const audit = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

const summary = (violations: Awaited<ReturnType<typeof audit>>) =>
  violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

for (const path of ['/', '/da-DK/', '/docs/', '/404.html']) {
  test(`${path} has no axe violations at desktop width`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    expect(summary(await audit(page))).toEqual([]);
  });
}

test('an open dropdown and the open language list have no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Integrations' })
    .click();
  expect(summary(await audit(page))).toEqual([]);
  await page
    .locator('footer')
    .getByRole('button', { name: /International/ })
    .click();
  expect(summary(await audit(page))).toEqual([]);
});

test('the phone layout and the open mobile menu have no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/da-DK/');
  expect(summary(await audit(page))).toEqual([]);
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await page.getByRole('dialog').locator('summary', { hasText: 'Integrationer' }).click();
  expect(summary(await audit(page))).toEqual([]);
});
