import { axeViolations, DRAW_EVERY_PART, expect, test } from './fixtures';

// The pages rebuilt from section blocks, and the internal page that shows every block.
const SHOWCASE = ['/', '/pricing', '/features/billing', '/book-demo', '/compare/chargebee'];

for (const width of [1440, 390]) {
  test(`/_blocks has no axe violations and no sideways scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/_blocks');
    await expect(page.getByRole('heading', { level: 1, name: 'Section blocks' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('parts laid out late get their true boxes once the page is idle: the page is as long as when drawn whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  // The site script takes the marker off one part per idle moment (enhance/lateLayout.ts).
  await expect(page.locator('[data-late-layout]')).toHaveCount(0);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const idle = await height();
  await page.addStyleTag({ content: DRAW_EVERY_PART });
  expect(idle).toBe(await height());
});

test('/_blocks is kept out of search engines and the sitemap', async ({ page, request }) => {
  await page.goto('/_blocks');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('_blocks');
});

for (const path of SHOWCASE) {
  test(`${path}: prose keeps about 70 characters a line, and nothing overflows at 320 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    // Characters per rendered line of each real paragraph of the page's text, median over the page.
    const perLine = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main p')]
        .filter((p) => (p.textContent ?? '').length > 120 && p.offsetParent !== null)
        .map((p) => {
          const lines = Math.round(
            p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight),
          );
          return (p.textContent ?? '').length / Math.max(lines, 1);
        })
        .sort((a, b) => a - b),
    );
    expect(perLine.length, 'paragraphs measured').toBeGreaterThan(0);
    const median = perLine[Math.floor(perLine.length / 2)] ?? 0;
    expect(median, `median characters per line on ${path}`).toBeLessThanOrEqual(75);

    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((element) => !element.closest('[aria-hidden="true"], .bv-visually-hidden'))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .slice(0, 5),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

test('pricing cards line up: badge above the name, prices on one line, buttons level', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  const cards = page.locator('main ul li:has(h2)').filter({ has: page.locator('a') });
  await expect(cards).toHaveCount(4);
  const boxes = await cards.evaluateAll((items) =>
    items.map((item) => {
      const top = (selector: string) => item.querySelector(selector)?.getBoundingClientRect();
      const price = item.querySelector('h2 + p');
      return {
        name: top('h2')?.top,
        price: price?.getBoundingClientRect().top,
        priceLines: price ? Math.round(price.getBoundingClientRect().height / 40) : 0,
        button: top('a')?.bottom,
      };
    }),
  );
  for (const box of boxes) {
    expect(box.name).toBeCloseTo(boxes[0]?.name ?? 0, 0);
    expect(box.price).toBeCloseTo(boxes[0]?.price ?? 0, 0);
    expect(box.button).toBeCloseTo(boxes[0]?.button ?? 0, 0);
    expect(box.priceLines, 'price and period on one line').toBeLessThanOrEqual(1);
  }
  // The badge sits above the plan's name.
  const badge = await page.getByText('Most popular', { exact: true }).boundingBox();
  const growth = await page.getByRole('heading', { level: 2, name: 'Growth' }).boundingBox();
  expect((badge?.y ?? 0) + (badge?.height ?? 0)).toBeLessThanOrEqual(growth?.y ?? 0);
});

test('pricing compares the plans feature by feature and answers questions, with FAQPage data', async ({
  page,
}) => {
  await page.goto('/pricing');
  const matrix = page.getByRole('table', { name: 'What each plan includes' });
  await expect(matrix.getByRole('columnheader')).toHaveText([
    'Feature',
    'Free',
    'Growth',
    'Scale',
    'Enterprise',
  ]);
  // The deferred revenue report (the product model's revenue recognition today): a dash on Free
  // and Growth, a tick on Scale and Enterprise.
  const revenueRecognition = matrix.getByRole('row', { name: /Deferred revenue report/ }).getByRole('img');
  await expect(revenueRecognition).toHaveCount(4);
  for (const [index, label] of ['Not included', 'Not included', 'Included', 'Included'].entries()) {
    await expect(revenueRecognition.nth(index)).toHaveAttribute('aria-label', label);
  }
  await expect(matrix.getByRole('row', { name: /Invoices a month/ })).toContainText('Up to 500');
  await expect(matrix.getByRole('row', { name: /Price a month/ })).toContainText('1,495\u00a0DKK');
  const question = page.getByText('Do invoices in NOK or EUR cost more?');
  await question.click();
  await expect(page.getByText('An invoice in NOK or EUR counts once')).toBeVisible();
  // The page also describes the product and its plans: pick the FAQ's block among them.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'FAQPage');
  expect(data?.['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(5);
  await expect(page.getByText('The table above')).toHaveCount(0);
});

test('book-demo: the form is above the fold beside the text, and no sales band repeats under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/book-demo');
  const form = page.locator('main form');
  const formBox = await form.boundingBox();
  const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(formBox?.y ?? 900).toBeLessThan(300);
  expect(formBox?.x ?? 0).toBeGreaterThan((titleBox?.x ?? 0) + 400);
  await expect(page.locator('footer .site-footer__cta')).toHaveCount(0);
  // On a phone the form comes right after the title, before the text about the demo.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneForm = await form.boundingBox();
  const firstSection = await page.locator('main h2').first().boundingBox();
  expect(phoneForm?.y ?? 9999).toBeLessThan(firstSection?.y ?? 0);
  await page.goto('/pricing');
  await expect(page.locator('footer .site-footer__cta')).toHaveCount(1);
});

test('compare: a summary above the table, sourced facts marked, and rows that stack on a phone', async ({
  page,
}) => {
  await page.goto('/compare/chargebee');
  await expect(page.getByText(/^In short/)).toBeVisible();
  const table = page.getByRole('table', { name: /point by point/ });
  await expect(table.getByText(/^Ask Chargebee/)).toHaveCount(0);
  await table
    .getByRole('link', { name: /Source 1/ })
    .first()
    .click();
  await expect(page.locator('#source-1')).toBeInViewport();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/compare/chargebee');
  const row = table.getByRole('row', { name: /Entry pricing/ });
  const rowBox = await row.boundingBox();
  expect((rowBox?.x ?? 0) + (rowBox?.width ?? 999)).toBeLessThanOrEqual(390);
});

test('a case is a worked example: its inputs, the cost today and with Billvard, and a link to the calculator', async ({
  page,
}) => {
  await page.goto('/cases/danish-saas-e-conomic');
  const summary = page.getByRole('complementary', { name: 'At a glance' });
  await expect(summary.getByText('Worked example', { exact: true })).toBeVisible();
  await expect(page.getByText(/fictional|invented/i)).toHaveCount(0);
  await expect(page.locator('blockquote')).toHaveCount(0);
  const table = summary.getByRole('table', { name: /Cost a month/ });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row', { name: /Total a month/ })).toContainText('DKK');
  await expect(table.getByRole('row', { name: /System fee/ })).toContainText('Growth');
  await expect(summary.getByRole('link', { name: /calculator/ })).toHaveAttribute(
    'href',
    '/calculator?invoices=400&mrr=240000&reminders=10&currency=DKK',
  );
});

test('home: a product view in the hero, two calls to action, and the blocks that follow', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('img', { name: /invoice list/ })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-demo');
  await expect(hero.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', /signup\?plan=free/);
  for (const heading of [
    'Built for the people who close the month',
    'How it works',
    'In numbers',
    'Short answers',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /See all \d+ integrations/ })).toBeVisible();
});

test.describe('pricing on a phone', () => {
  test('a plan switcher shows one plan at a time instead of 36 stacked rows, by pointer and by arrow keys', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await expect(page.getByRole('table', { name: 'What each plan includes' })).toBeHidden();
    const plans = page.getByRole('group', { name: 'What each plan includes' });
    await expect(plans.getByRole('radio')).toHaveCount(4);
    await expect(plans.getByRole('radio', { name: 'Growth' })).toBeChecked();
    const shown = page.locator('main section:has(> dl)').filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Growth');
    await expect(shown.locator('dt')).toHaveCount(10);
    await expect(
      shown.locator('div', { hasText: 'Deferred revenue report' }).getByRole('img'),
    ).toHaveAttribute('aria-label', 'Not included');
    const box = await page.locator('main [class*="matrix"]').boundingBox();
    expect(box?.height ?? 9999, 'the whole comparison on a phone').toBeLessThan(1000);

    await plans.getByRole('radio', { name: 'Growth' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(plans.getByRole('radio', { name: 'Scale' })).toBeChecked();
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Scale');
    await expect(
      shown.locator('div', { hasText: 'Deferred revenue report' }).getByRole('img'),
    ).toHaveAttribute('aria-label', 'Included');
    // The radio lies over its label, so a tap lands on it.
    await plans.getByRole('radio', { name: 'Free' }).click();
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Free');
    await expect(shown).toContainText('Up to 10');
    // At tablet width and up the table comes back and the switcher goes.
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(page.getByRole('table', { name: 'What each plan includes' })).toBeVisible();
    await expect(plans).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the plan switcher still switches', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/pricing');
      await page.getByRole('radio', { name: 'Enterprise' }).click();
      const shown = page.locator('main section:has(> dl)').filter({ visible: true });
      await expect(shown).toHaveCount(1);
      await expect(shown.getByRole('heading', { level: 3 })).toHaveText('Enterprise');
    });
  });
});

test('compare: a source mark is styled, and stays on the line of the word it follows', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/compare/chargebee');
    const marks = page
      .getByRole('table', { name: /point by point/ })
      .getByRole('link', { name: /^Source \d$/ });
    expect(await marks.count()).toBeGreaterThan(3);
    const placed = await marks.evaluateAll((links) =>
      links.map((link) => {
        const mark = link.getBoundingClientRect();
        // The last piece of the cell's text before the mark: the mark's line has to hold it too.
        const word = link.closest('sup')!.previousSibling!;
        const wordRange = document.createRange();
        wordRange.selectNodeContents(word);
        const wordBox = [...wordRange.getClientRects()].at(-1)!;
        return {
          sameLine: Math.abs(mark.bottom - wordBox.bottom) < wordBox.height,
          colour: getComputedStyle(link).color,
        };
      }),
    );
    for (const mark of placed) {
      expect(mark.sameLine, `a mark at ${width} px`).toBe(true);
      expect(mark.colour, 'not the browser default blue').not.toBe('rgb(0, 0, 238)');
    }
  }
});

test('product views fit a phone: no amount, name or cause is cut off at 320 or 390 px', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/nb-NO/', '/features/billing', '/finance', '/founders', '/_blocks']) {
      await page.goto(path);
      const cut = await page.locator('[data-product-view]').evaluateAll((views) =>
        views.flatMap((view) =>
          [view, ...view.querySelectorAll<HTMLElement>('div, span, p, strong, li')]
            .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
            .filter((element) => getComputedStyle(element).overflow !== 'visible')
            .map((element) => element.textContent),
        ),
      );
      expect(cut, `${path} at ${width} px`).toEqual([]);
      // The deviation report keeps its causes (under each row on a phone).
      if (path === '/finance') await expect(page.getByText('Edited in ERP')).toBeVisible();
    }
  }
});
