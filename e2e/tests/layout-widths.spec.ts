import { expect, test } from './fixtures';

const WIDTHS = [320, 390, 768, 1024, 1200, 1240, 1280, 1300, 1440, 1920];

// Nothing may push a page sideways, and the header's Book demo stays whole, at any width.
for (const path of ['/docs/billing/invoices', '/', '/da-DK/', '/da-DK/integrations', '/calculator']) {
  test(`${path} fits every width from 320 to 1920 px`, async ({ page }) => {
    // One load, then every width: the layout answers a resize as it does a load (media and
    // container queries; no script measures the header).
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, bookDemoRight } = await page.evaluate(() => {
        const bookDemo = [...document.querySelectorAll<HTMLElement>('header a[href$="/book-demo"]')].find(
          (link) => link.offsetParent !== null,
        );
        return {
          scrollWidth: document.documentElement.scrollWidth,
          bookDemoRight: bookDemo ? bookDemo.getBoundingClientRect().right : 0,
        };
      });
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      expect(bookDemoRight, `Book demo at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test('the docs sidebar keeps one group open at a time', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs/billing/invoices');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const group = (name: string) =>
    sidebar.locator('details').filter({ has: page.locator(`xpath=./summary[normalize-space(.)="${name}"]`) });
  await expect(group('Billing')).toHaveAttribute('open', '');
  await group('ERP sync').locator('summary svg').click();
  await expect(group('ERP sync')).toHaveAttribute('open', '');
  await expect(group('Billing')).not.toHaveAttribute('open');
});
