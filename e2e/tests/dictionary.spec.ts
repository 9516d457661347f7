import { expect, test } from './fixtures';

test.describe('the dictionary index', () => {
  test('a topic chosen in the filter leaves only its entries and their letters, with no script', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/dictionary');
    const entries = page.locator('main section h3 a');
    const all = await entries.count();
    expect(all).toBeGreaterThanOrEqual(40);
    await expect(page.locator('main section h2').first()).toHaveText('A');

    // The radios need no script: the page loads none but the site script.
    await page.getByRole('radio', { name: /^VAT \d+$/ }).check();
    const vat = page.locator('main li[data-topic="vat"]');
    await expect(entries.filter({ visible: true })).toHaveCount(await vat.count());
    // Letters with no VAT entry go too: O (OSS), R (reverse charge) and V (VAT number) stay.
    await expect(page.locator('main section h2').filter({ visible: true })).toHaveText(['O', 'R', 'V']);

    await page.getByRole('radio', { name: /^All topics \d+$/ }).check();
    await expect(entries.filter({ visible: true })).toHaveCount(all);

    // A letter link jumps to its section.
    await page
      .getByRole('navigation', { name: 'Terms by first letter' })
      .getByRole('link', { name: 'P' })
      .click();
    await expect(page).toHaveURL(/#letter-p$/);
    expect(pageProblems).toEqual([]);
  });
});
