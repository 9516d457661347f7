import { expect, test } from './fixtures';

// The spec: every Book demo link opens in a new tab, wherever it is and in every locale.
for (const path of [
  '/',
  '/pricing',
  '/da-DK/pricing',
  '/calculator',
  '/docs/organization/settings/integrations',
]) {
  test(`every Book demo link on ${path} opens in a new tab`, async ({ page }) => {
    await page.goto(path);
    const links = page.locator('a[href$="/book-demo"]');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      await expect(link, `link ${index} of ${count}`).toHaveAttribute('target', '_blank');
      await expect(link, `link ${index} of ${count}`).toHaveAttribute('rel', /noopener/);
    }
  });
}
