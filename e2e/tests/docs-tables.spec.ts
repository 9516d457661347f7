import { axeViolations, expect, test } from './fixtures';

test('on a phone, a wide docs table scrolls in a named region you can focus and scroll by keyboard', async ({
  page,
  pageProblems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/billing/plans');
  const regions = page.locator('article [role="region"]:has(> table)');
  // Every table is in a region, each region named after the heading above it.
  await expect(regions).toHaveCount(await page.locator('article table').count());
  await expect(regions.first()).toHaveAttribute('aria-label', 'Plan fields: table, scrolls sideways');
  const wide = page.getByRole('region', { name: 'Worked example: table, scrolls sideways' });
  const overflow = await wide.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeGreaterThan(0);

  await wide.focus();
  await expect(wide).toBeFocused();
  await expect(wide).toHaveCSS('outline-style', 'solid');
  expect(await wide.evaluate((element) => element.scrollLeft)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  expect(await axeViolations(page)).toEqual([]);
  expect(pageProblems).toEqual([]);
});

test('the regions are in the prerendered page, and reachable with Tab', async ({ page, request }) => {
  const html = await (await request.get('/docs/billing/plans')).text();
  expect(html).toMatch(
    /<div[^>]*role="?region"?[^>]*aria-label="Plan fields: table, scrolls sideways"[^>]*tabindex="?0/,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/billing/plans');
  const first = page.getByRole('region', { name: 'Plan fields: table, scrolls sideways' });
  // From the breadcrumbs, Tab reaches the region (after the links between them).
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').last().focus();
  for (
    let step = 0;
    step < 30 && !(await first.evaluate((element) => element === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();
});

for (const path of ['/docs/billing/dunning', '/docs/billing/revenue-groups']) {
  test(`on a phone, ${path} keeps every table column readable (the table scrolls instead of squeezing a column)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const narrowest = await page
      .locator('article table')
      .evaluateAll((tables) =>
        Math.min(
          ...tables.flatMap((table) =>
            [...table.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect().width),
          ),
        ),
      );
    // 8.5rem less rounding: room for a few words a line, never one word a line.
    expect(narrowest).toBeGreaterThanOrEqual(134);
  });
}
