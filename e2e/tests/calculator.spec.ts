import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { type CalculatorInputs, compareSystems, DEFAULT_INPUTS } from '@web/shared';
import { expect, test } from './fixtures';

/** What the results table says per system: the monthly cost cell, digits only. */
async function monthlyCosts(page: Page): Promise<number[]> {
  const rows = page.locator('table tbody tr');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? ''),
  );
  return cells.map((text) => Number(text.replace(/DKK.*$/, '').replace(/\D/g, '')));
}

const expected = (inputs: CalculatorInputs) =>
  compareSystems(inputs).costs.map((cost) => Math.round(cost.monthly));

const field = (page: Page, name: string) => page.getByRole('textbox', { name });
const slider = (page: Page, name: string) => page.getByRole('slider', { name: `${name}, slider` });

test('shows the worked example by default: 6,900, 4,650 and 5,650 DKK a month', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/calculator');
  expect(await monthlyCosts(page)).toEqual([6900, 4650, 5650]);
  expect(expected(DEFAULT_INPUTS)).toEqual([6900, 4650, 5650]);
  await expect(page.getByRole('row', { name: /Cheapest/ })).toContainText('e-conomic subscription module');
  await expect(page.getByText('2,250 DKK less than invoicing by hand')).toBeVisible();
  expect(pageProblems).toEqual([]);
});

for (const inputs of [
  { invoices: 5000, mrr: 100_000, reminders: 10 },
  { invoices: 0, mrr: 2_000_000, reminders: 0 },
  { invoices: 100_000, mrr: 100_000_000, reminders: 100 },
  { invoices: 37, mrr: 12_345, reminders: 3 },
]) {
  test(`matches the pure function for ${JSON.stringify(inputs)} from the URL`, async ({ page }) => {
    await page.goto(
      `/calculator?invoices=${inputs.invoices}&mrr=${inputs.mrr}&reminders=${inputs.reminders}`,
    );
    await expect(field(page, 'Invoices a month')).toHaveValue(
      new Intl.NumberFormat('en').format(inputs.invoices),
    );
    expect(await monthlyCosts(page)).toEqual(expected(inputs));
  });
}

test('typing updates the results and the URL, and the state survives a reload', async ({ page }) => {
  await page.goto('/calculator');
  await field(page, 'Invoices a month').fill('1200');
  await field(page, 'Monthly recurring revenue').fill('250000');
  await expect(page).toHaveURL(/\?invoices=1200&mrr=250000&reminders=10$/);
  expect(await monthlyCosts(page)).toEqual(expected({ invoices: 1200, mrr: 250_000, reminders: 10 }));
  await page.reload();
  await expect(field(page, 'Invoices a month')).toHaveValue('1,200');
  expect(await monthlyCosts(page)).toEqual(expected({ invoices: 1200, mrr: 250_000, reminders: 10 }));
  await expect(page.locator('[aria-live="polite"]')).toContainText('DKK');
});

test('a nonsense query string gives sane numbers, and echoes nothing', async ({ page }) => {
  await page.goto('/calculator?invoices=%3Cscript%3Ealert(1)%3C/script%3E&mrr=-50&reminders=1e999');
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|Infinity|-\d|<script>/);
  expect(await monthlyCosts(page)).toEqual(expected({ invoices: 200, mrr: 0, reminders: 10 }));
});

test('every input works by keyboard: arrows and Page Up/Down move the sliders', async ({ page }) => {
  await page.goto('/calculator');
  await field(page, 'Invoices a month').focus();
  await page.keyboard.press('Tab');
  await expect(slider(page, 'Invoices a month')).toBeFocused();
  await page.keyboard.press('PageUp');
  const afterPage = Number(new URL(page.url()).searchParams.get('invoices'));
  expect(afterPage).toBeGreaterThan(200);
  await page.keyboard.press('ArrowRight');
  expect(Number(new URL(page.url()).searchParams.get('invoices'))).toBeGreaterThan(afterPage);

  await page.keyboard.press('Tab');
  await expect(field(page, 'Monthly recurring revenue')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('PageDown');
  expect(Number(new URL(page.url()).searchParams.get('mrr'))).toBeLessThan(500_000);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('40');
  await page.keyboard.press('Tab');
  await expect(slider(page, 'Invoices that need a reminder')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/reminders=39$/);
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/reminders=49$/);
});

test('a euro-country site shows approximate euros beside DKK; Danish formats numbers the Danish way', async ({
  page,
}) => {
  await page.goto('/en-FI/calculator');
  await expect(page.locator('table tbody tr').first()).toContainText('≈ €925');
  await expect(
    page.getByText(/Amounts in EUR are approximate, at a fixed rate of 7\.46 DKK per EUR/),
  ).toBeVisible();
  await page.goto('/da-DK/calculator');
  expect(await page.locator('table tbody tr').first().innerText()).toContain('6.900 DKK');
  await expect(page.locator('table')).not.toContainText('€');
});

test('without JavaScript: the worked example, the formula, every assumption and a notice', async ({
  browser,
  request,
}) => {
  // Playwright's script switch does not make Chromium render <noscript>: read the notice from the HTML.
  const html = await (await request.get('/calculator')).text();
  expect(html).toMatch(/<noscript><p[^>]*>Live figures need JavaScript\./);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/calculator?invoices=999');
  expect(await monthlyCosts(page)).toEqual([6900, 4650, 5650]);
  await expect(page.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assumptions and sources' })).toBeVisible();
  await expect(page.getByText(/retired it in July 2024/)).toBeVisible();
  await context.close();
});

for (const width of [1440, 390]) {
  test(`has no axe violations and no sideways scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/calculator');
    const violations = (await new AxeBuilder({ page }).analyze()).violations;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
