import type { Page } from '@playwright/test';
import {
  type CalculatorInputs,
  type CalculatorMarket,
  compareSystems,
  DANISH_MARKET,
  DEFAULT_INPUTS,
  INPUT_LIMITS,
  messagesFor,
  NORWEGIAN_MARKET,
} from '@web/shared';
import { expect, test } from './fixtures';

/**
 * What the results table says per system in its "A month" column: the figure in whole units, or
 * null where the price is on request. The cell's first text is the DKK figure; a local
 * approximation or "+ plan price on request" follows in its own element.
 */
async function monthlyCosts(page: Page): Promise<(number | null)[]> {
  const cells = await page
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelectorAll('td')[3]?.firstChild?.textContent ?? '',
        row.querySelectorAll('td')[2]?.textContent ?? '',
      ]),
    );
  return cells.map(([monthly, fee]) =>
    /request|aftale|avtale/i.test(fee!) ? null : Number(monthly!.replace(/\D/g, '')),
  );
}

const expected = (inputs: CalculatorInputs, market: CalculatorMarket = DANISH_MARKET) =>
  compareSystems(inputs, market).costs.map((cost) =>
    cost.monthly === null ? null : Math.round(cost.monthly),
  );

const query = (inputs: CalculatorInputs) =>
  `?invoices=${inputs.invoices}&mrr=${inputs.mrr}&reminders=${inputs.reminders}`;

const LARGE = { invoices: 100_000, mrr: 100_000_000, reminders: 100 };

const field = (page: Page, name: string) => page.getByRole('textbox', { name });
const slider = (page: Page, name: string) => page.getByRole('slider', { name: `${name}, slider` });

test('shows the worked example by default, Billvard among the four, and names Billvard on Growth cheapest', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/calculator');
  expect(expected(DEFAULT_INPUTS)).toEqual([6900, 4650, 5900, 2545]);
  expect(await monthlyCosts(page)).toEqual([6900, 4650, 5900, 2545]);
  const results = page.getByRole('region', { name: 'What it costs you' });
  await expect(
    page.getByText('Billvard on the Growth plan is the cheapest at 2,545 DKK a month.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'That is 2,105 DKK a month less than the next cheapest, e-conomic subscription module, at 4,650 DKK. Labour, our estimate: 3,600 DKK less; fees: 1,495 DKK more.',
      { exact: true },
    ),
  ).toBeVisible();
  const billvard = page.getByRole('row', { name: /Billvard/ });
  await expect(billvard).toContainText('Growth plan');
  await expect(billvard).toContainText('Our product');
  await expect(billvard).toContainText('Cheapest');
  // Growth has no revenue recognition: 200 x 0.5 min by hand on top of 0.2 min an invoice.
  await expect(billvard.getByRole('cell')).toHaveText(['2.3', '1,050', '1,495', '2,545', '30,540']);
  const stripe = page.getByRole('row', { name: /Stripe/ });
  await expect(stripe).toContainText('Stripe Billing');
  await expect(stripe).toContainText('0.7 % of billing volume since 10 July 2024');
  await expect(stripe).not.toContainText('Scale');
  await expect(results.getByText('See what it would cost with us')).toHaveCount(0);
  expect(pageProblems).toEqual([]);
});

test('names Stripe cheapest where it is, and says what Billvard would cost instead, fees and labour apart', async ({
  page,
}) => {
  await page.goto('/calculator?invoices=100&mrr=100000&reminders=0');
  await expect(
    page.getByText('Stripe Billing is the cheapest at 1,825 DKK a month.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Billvard on the Growth plan would cost 2,020 DKK a month, 195 DKK more. Labour, our estimate: 600 DKK less; fees: 795 DKK more.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Billvard/ })).not.toContainText('Cheapest');
});

test('above the Scale plan, shows Billvard’s labour with the Enterprise price on request, and claims no cheapest overall', async ({
  page,
}) => {
  await page.goto('/calculator?invoices=3000&mrr=0&reminders=0');
  await expect(
    page.getByText(
      'Of the options with a published price, Stripe Billing is the cheapest at 33,750 DKK a month.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/^With Billvard, the labour alone would be 4,500\sDKK a month\./),
  ).toBeVisible();
  const billvard = page.getByRole('row', { name: /Billvard/ });
  await expect(billvard).toContainText('Enterprise plan, price on request');
  await expect(billvard.getByRole('cell').nth(2)).toHaveText('On request');
  const stripe = page.getByRole('row', { name: /Stripe/ });
  await expect(stripe).toContainText('Lowest published price');
  await expect(page.locator('table')).not.toContainText('Cheapest');
  await expect(billvard.getByRole('cell').nth(3)).toHaveText('4,500+ plan price on request');
  expect(await monthlyCosts(page)).toEqual(expected({ invoices: 3000, mrr: 0, reminders: 0 }));
  // The spoken summary follows after a pause; once it has, nothing on the page calls Billvard cheapest.
  await expect(page.locator('main')).not.toHaveText(/Billvard[^.]*is the cheapest/);
});

for (const inputs of [
  { invoices: 5000, mrr: 100_000, reminders: 10 },
  { invoices: 0, mrr: 2_000_000, reminders: 0 },
  LARGE,
  { invoices: 37, mrr: 12_345, reminders: 3 },
]) {
  test(`matches the pure function for ${JSON.stringify(inputs)} from the URL`, async ({ page }) => {
    await page.goto(`/calculator${query(inputs)}`);
    await expect(field(page, 'Invoices a month')).toHaveValue(
      new Intl.NumberFormat('en').format(inputs.invoices),
    );
    expect(await monthlyCosts(page)).toEqual(expected(inputs));
  });
}

/** What a person types on each language's page, and what it must mean. */
const TYPED = [
  { path: '/calculator', language: 'en', invoices: '1,500', mrr: '1.5m', reminders: '25' },
  { path: '/da-DK/calculator', language: 'da', invoices: '1.500', mrr: '1,5 mio', reminders: '25' },
  { path: '/nb-NO/calculator', language: 'nb', invoices: '1 500', mrr: '1,5 mill.', reminders: '25' },
] as const;

const marketOf = (path: string) => (path.startsWith('/nb-NO') ? NORWEGIAN_MARKET : DANISH_MARKET);

for (const typed of TYPED) {
  test(`${typed.path}: clearing a field leaves it empty, and what is typed in the page's format counts`, async ({
    page,
  }) => {
    const messages = messagesFor(typed.language);
    const label = (name: string) => messages[`calculator.input.${name}`]!;
    const format = new Intl.NumberFormat(typed.language);
    await page.goto(typed.path);
    const before = await monthlyCosts(page);

    const invoices = field(page, label('invoices'));
    await invoices.fill('');
    await expect(invoices).toHaveValue('');
    expect(await monthlyCosts(page)).toEqual(before);
    await invoices.pressSequentially(typed.invoices);
    await expect(invoices).toHaveValue(typed.invoices);

    const mrr = field(page, label('mrr'));
    await mrr.fill('');
    await expect(invoices).toHaveValue(format.format(1500));
    await mrr.pressSequentially(typed.mrr);

    const reminders = field(page, label('reminders'));
    await reminders.fill('');
    await reminders.pressSequentially(typed.reminders);
    await reminders.blur();

    const inputs = { invoices: 1500, mrr: 1_500_000, reminders: 25 };
    await expect(page).toHaveURL(new RegExp(`\\${query(inputs)}$`));
    await expect(mrr).toHaveValue(format.format(1_500_000));
    await expect(reminders).toHaveValue('25');
    expect(await monthlyCosts(page)).toEqual(expected(inputs, marketOf(typed.path)));

    await page.reload();
    await expect(invoices).toHaveValue(format.format(1500));
    expect(await monthlyCosts(page)).toEqual(expected(inputs, marketOf(typed.path)));
  });
}

test('a keystroke updates the result on the next frame; the URL follows once typing pauses', async ({
  page,
}) => {
  await page.goto('/calculator');
  const invoices = field(page, 'Invoices a month');
  await invoices.focus();
  await invoices.press('End');
  await invoices.press('0');
  const monthly = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.querySelector('tbody tr td:nth-of-type(4)')?.firstChild?.textContent ?? ''),
        ),
      ),
  );
  expect(Number(monthly.replace(/\D/g, ''))).toBe(expected({ ...DEFAULT_INPUTS, invoices: 2000 })[0]);
  await expect(page).toHaveURL(/\?invoices=2000&mrr=500000&reminders=10$/);
});

test('text that is not a number keeps the last value and says what to type', async ({ page }) => {
  await page.goto('/calculator');
  const invoices = field(page, 'Invoices a month');
  await invoices.fill('lots');
  await expect(invoices).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Type a number, such as 1,500 or 1.5m.', { exact: true })).toBeVisible();
  expect(await monthlyCosts(page)).toEqual(expected(DEFAULT_INPUTS));
  await invoices.fill('250000');
  await expect(
    page.getByText('Counted as 100,000, the most the calculator takes.', { exact: true }),
  ).toBeVisible();
  await invoices.blur();
  await expect(invoices).toHaveValue('100,000');
});

test('a nonsense query string gives sane numbers, and echoes nothing', async ({ page }) => {
  await page.goto('/calculator?invoices=%3Cscript%3Ealert(1)%3C/script%3E&mrr=-50&reminders=1e999');
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|Infinity|-\d|<script>|alert\(1\)/);
  expect(await page.content()).not.toContain('alert(1)');
  expect(await monthlyCosts(page)).toEqual(expected({ invoices: 200, mrr: 0, reminders: 10 }));
});

test('each slider announces its own range and value, in the page’s language', async ({ page }) => {
  await page.goto('/da-DK/calculator?invoices=100000&mrr=500000&reminders=10');
  const messages = messagesFor('da');
  const cases = [
    ['invoices', '100000', '100.000 fakturaer om måneden'],
    ['mrr', '500000', '500.000 DKK om måneden'],
    ['reminders', '10', '10 % af fakturaerne'],
  ] as const;
  for (const [name, now, text] of cases) {
    const thumb = page.getByRole('slider', { name: `${messages[`calculator.input.${name}`]}, skyder` });
    await expect(thumb).toHaveAttribute('aria-valuemin', '0');
    await expect(thumb).toHaveAttribute('aria-valuemax', String(INPUT_LIMITS[name].max));
    await expect(thumb).toHaveAttribute('aria-valuenow', now);
    await expect(thumb).toHaveAttribute('aria-valuetext', text);
  }
});

test('every input works by keyboard: arrows, Page Up/Down, Home and End move the sliders', async ({
  page,
}) => {
  await page.goto('/calculator');
  const invoiceCount = () => Number(new URL(page.url()).searchParams.get('invoices'));
  await field(page, 'Invoices a month').focus();
  await page.keyboard.press('Tab');
  const invoices = slider(page, 'Invoices a month');
  await expect(invoices).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect.poll(invoiceCount).toBeGreaterThan(200);
  const afterPage = invoiceCount();
  await expect(invoices).toHaveAttribute('aria-valuenow', String(afterPage));
  await page.keyboard.press('ArrowRight');
  await expect.poll(invoiceCount).toBeGreaterThan(afterPage);
  await page.keyboard.press('End');
  await expect(invoices).toHaveAttribute('aria-valuenow', '100000');
  await expect(invoices).toHaveAttribute('aria-valuetext', '100,000 invoices a month');
  await expect(field(page, 'Invoices a month')).toHaveValue('100,000');
  await page.keyboard.press('Home');
  await expect(invoices).toHaveAttribute('aria-valuenow', '0');

  await page.keyboard.press('Tab');
  await expect(field(page, 'Monthly recurring revenue')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('PageDown');
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('mrr'))).toBeLessThan(500_000);

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
  expect(await page.locator('table tbody tr').first().innerText()).toContain('6.900');
  await expect(
    page.getByText('Billvard med Growth-planen er billigst med 2.545 DKK om måneden.', { exact: true }),
  ).toBeVisible();
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
  expect(await monthlyCosts(page)).toEqual([6900, 4650, 5900, 2545]);
  await expect(page.getByRole('heading', { name: 'How we calculate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assumptions and sources' })).toBeVisible();
  await expect(
    page.getByText(
      /0\.7\s%\sof billing volume on its pay-as-you-go plan, the rate since 10 July 2024\. Its Scale plan, at 0\.8\s%, was retired on 10 July 2024; it is not used here\./,
    ),
  ).toBeVisible();
  await expect(page.getByText(/checked 20 November 2026/)).toBeVisible();
  await expect(page.getByText(/Billvard, our own product: 0\.1 min per invoice/)).toBeVisible();
  await context.close();
});

// Large values change only how long the figures are: the page's accessibility is audited with a
// value typed (axe-states.spec.ts); here every figure must still fit, on a wide screen and a phone.
for (const path of ['/calculator', '/nb-NO/calculator']) {
  test(`${path} with large values: no sideways scroll and no clipped figure at 1440 and 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${path}${query(LARGE)}`);
    // By hand, a year: 12 x 550,000 min at 450 DKK (or 540 NOK) an hour, as the page's language writes it.
    const norwegian = path.startsWith('/nb-NO');
    const yearly = norwegian ? 59_400_000 : 49_500_000;
    await expect(page.locator('main')).toContainText(
      new Intl.NumberFormat(norwegian ? 'nb' : 'en').format(yearly),
    );
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBeLessThanOrEqual(width);
      // Every figure shown fits its box: nothing cut off, nothing scrolled out of view.
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll('table, table td, table th, ul[aria-label] dd')]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .filter((element) => {
            const box = element.getBoundingClientRect();
            const wrap = element.closest('[role="region"], ul')!.getBoundingClientRect();
            return element.scrollWidth > element.clientWidth + 1 || box.right > wrap.right + 1;
          })
          .map((element) => element.textContent),
      );
      expect(clipped, `at ${width} px`).toEqual([]);
      const shown = width > 900 ? page.locator('table') : page.locator('ul[aria-label] li').first();
      await expect(shown).toBeVisible();
    }
  });
}

test('a number typed before the island hydrates is kept, and the result follows it once it does', async ({
  page,
  pageProblems,
}) => {
  // Hold the island's entry until the visitor has typed: a slow network, or a busy phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands\/calculator(-[\w-]+)?\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/calculator', { waitUntil: 'domcontentloaded' });
  const island = page.locator('[data-island="calculator"]');
  const invoices = field(page, 'Invoices a month');
  await invoices.fill('3000');
  await expect(island).not.toHaveAttribute('data-island-hydrated');
  release();
  await expect(island).toHaveAttribute('data-island-hydrated', '');
  await expect(invoices).toHaveValue('3000');
  await expect.poll(() => monthlyCosts(page)).toEqual(expected({ ...DEFAULT_INPUTS, invoices: 3000 }));
  await expect(page).toHaveURL(/\?invoices=3000&mrr=500000&reminders=10$/);
  // Leaving the field shows the value the calculator uses, in the page's format.
  await invoices.press('Tab');
  await expect(invoices).toHaveValue('3,000');
  expect(pageProblems).toEqual([]);
});

test('on nb-NO, takes and answers in NOK against Tripletex: "2,5 mill." is NOK 2,500,000', async ({
  page,
}) => {
  await page.goto('/nb-NO/calculator');
  const messages = messagesFor('nb');
  const mrr = field(page, messages['calculator.input.mrr']!);
  await expect(page.getByText('I NOK, 0 til 100 mill.', { exact: true })).toBeVisible();
  await mrr.fill('');
  await mrr.pressSequentially('2,5 mill.');
  const inputs = { ...DEFAULT_INPUTS, mrr: 2_500_000 };
  await expect(page).toHaveURL(/\?invoices=200&mrr=2500000&reminders=10$/);
  expect(await monthlyCosts(page)).toEqual(expected(inputs, NORWEGIAN_MARKET));
  // Stripe: 320 min at 540 NOK an hour, plus 0.7 % of NOK 2,500,000.
  expect(expected(inputs, NORWEGIAN_MARKET)).toEqual([8280, 5580, 20_380, 3600]);
  await expect(page.getByRole('table')).toContainText('I måneden, NOK');
  await expect(page.getByRole('row', { name: /Tripletex/ })).toContainText('Repeterende faktura i Tripletex');
  await expect(page.locator('table')).not.toContainText('e-conomic');
  await expect(
    page.getByText('Billvard med Growth-planen er billigst med 3 600 NOK i måneden.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/SSBs gjennomsnittlige månedslønn i 2024/)).toBeVisible();
  await mrr.blur();
  await expect(mrr).toHaveValue(new Intl.NumberFormat('nb').format(2_500_000));

  for (const typed of ['2 500 000', 'kr 2 500 000', '2,5 mill']) {
    await mrr.fill('');
    await mrr.pressSequentially('1');
    await mrr.fill(typed);
    await expect(page).toHaveURL(/mrr=2500000/);
  }
});

test('a link that names its currency is answered in it on any site', async ({ page }) => {
  await page.goto('/nb-NO/calculator?invoices=200&mrr=500000&reminders=10&currency=DKK');
  await expect(page.getByRole('table')).toContainText('I måneden, DKK');
  expect(await monthlyCosts(page)).toEqual(expected(DEFAULT_INPUTS, DANISH_MARKET));
  await page.goto('/calculator?invoices=200&mrr=500000&reminders=10&currency=NOK');
  expect(await monthlyCosts(page)).toEqual(expected(DEFAULT_INPUTS, NORWEGIAN_MARKET));
  await expect(page.getByRole('row', { name: /Tripletex/ })).toBeVisible();
});
