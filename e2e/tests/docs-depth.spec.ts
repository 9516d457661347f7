import { expect, test } from './fixtures';

/** A page that shows each call-out type, and what the type is used for there. */
const CALLOUTS = [
  { type: 'tip', path: '/docs/billing/contracts', title: /before you begin/i },
  { type: 'note', path: '/docs/billing/contracts', title: /note/i },
  { type: 'info', path: '/docs/expenses/setup', title: /in beta/i },
  { type: 'caution', path: '/docs/billing/dunning', title: /caution/i },
  { type: 'danger', path: '/docs/erp-sync/closed-periods', title: /danger/i },
];

const SCHEMES = ['light', 'dark'] as const;

/** The WCAG contrast ratio of an element's text on the background it is drawn on. */
function contrastOf(element: Element): number {
  // Computed colours come as rgb(…) or, from color-mix(), as color(srgb …) with 0-1 channels.
  const rgb = (value: string) => {
    const numbers = (value.match(/[\d.]+/g) ?? []).map(Number);
    if (!value.startsWith('color(')) return numbers;
    const [r = 0, g = 0, b = 0, alpha = 1] = numbers;
    return [r * 255, g * 255, b * 255, alpha];
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  let ground: Element | null = element;
  let background = 'rgba(0, 0, 0, 0)';
  while (ground) {
    background = getComputedStyle(ground).backgroundColor;
    if ((rgb(background)[3] ?? 1) !== 0) break;
    ground = ground.parentElement;
  }
  const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(rgb(background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

// One test per scheme: each page is opened once and its call-outs are read in turn.
for (const scheme of SCHEMES) {
  test(`every call-out type renders with its own edge and readable text in the ${scheme} scheme`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
    for (const path of new Set(CALLOUTS.map((callout) => callout.path))) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const { type, title } of CALLOUTS.filter((callout) => callout.path === path)) {
        const callout = page.locator(`.theme-admonition-${type}`).first();
        await expect(callout, `the ${type} call-out on ${path}`).toBeVisible();
        await expect(callout).toContainText(title);
        const look = await callout.evaluate((element, measure) => {
          const style = getComputedStyle(element);
          const text = element.querySelector('p, li') ?? element;
          return {
            edge: style.borderLeftColor,
            edgeWidth: style.borderLeftWidth,
            ground: style.backgroundColor,
            contrast: new Function('element', `return (${measure})(element)`)(text) as number,
          };
        }, contrastOf.toString());
        expect(look.edgeWidth, type).toBe('4px');
        expect(look.edge, type).not.toBe(look.ground);
        expect(look.contrast, type).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}

// The new pages' accessibility: their templates are audited in axe-states.spec.ts, and every
// page, these included, in the full sweep (axe-full.spec.ts, E2E_FULL=1).
// The page with a figure, in both schemes: axe-states.spec.ts.

test('a figure of the app is one image named by what it shows, with a caption, and fits a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/billing/renewals');
  const figure = page.locator('article figure[data-figure="renewal-timeline"]');
  await expect(figure.getByRole('img')).toHaveAccessibleName(/31 March, 30 April, 31 May and 30 June 2026/);
  await expect(figure.locator('figcaption')).toHaveText(/anchored on the last day of the month/);
  const overflow = await figure.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a table figure keeps words whole: headers on one line at 1440 px, a card per row on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs/erp-sync/credit-notes');
  const figure = page.locator('article figure[data-figure="credit-note-lines"]');
  const headerLines = await figure.locator('th').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
  expect(headerLines).toEqual([1, 1, 1, 1, 1]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure.locator('thead')).toBeHidden();
  const label = await figure
    .locator('td')
    .nth(1)
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe('"Debit"');
  const overflow = await figure.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a section index shows its pages as cards that are links with a line each', async ({ page }) => {
  await page.goto('/docs/billing');
  const cards = page.locator('article li:has(svg)');
  await expect(cards.first()).toBeVisible();
  const contracts = page.getByRole('link', { name: 'Contracts', exact: true }).first();
  await expect(contracts).toHaveAttribute('href', '/docs/billing/contracts');
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  await contracts.click();
  await expect(page).toHaveURL(/\/docs\/billing\/contracts$/);
});

test('at 1440 px the docs columns sit on the header grid and prose reads at 65-80 characters a line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Dunning has tables wider than the text column: they must not push the contents list out.
  await page.goto('/docs/billing/dunning');
  const header = page.locator('header.navbar');
  const logo = await header.getByRole('link').first().boundingBox();
  const demo = await header.getByRole('link', { name: /book a demo/i }).boundingBox();
  const sidebar = await page.locator('.theme-doc-sidebar-container').boundingBox();
  const toc = await page.locator('.theme-doc-toc-desktop').boundingBox();
  // The sidebar starts under the logo and the contents list ends under the header's last button.
  expect(Math.round(sidebar?.x ?? -1)).toBe(Math.round(logo?.x ?? -2));
  expect(Math.round((toc?.x ?? 0) + (toc?.width ?? 0))).toBe(Math.round((demo?.x ?? 0) + (demo?.width ?? 0)));
  const perLine = await page.evaluate(() => {
    const paragraph = [...document.querySelectorAll('.theme-doc-markdown > p')].find(
      (element) => (element.textContent ?? '').length > 300,
    );
    if (!paragraph) return 0;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    return (paragraph.textContent ?? '').length / lines;
  });
  expect(perLine).toBeGreaterThanOrEqual(65);
  expect(perLine).toBeLessThanOrEqual(80);
});

test('every step of the widest timeline is inside its window at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs/billing/dunning');
  const figure = page.locator('figure[data-figure="dunning-ladder"]');
  const window = await figure.getByRole('img').boundingBox();
  const steps = figure.locator('li');
  await expect(steps).toHaveCount(5);
  const last = await steps.last().boundingBox();
  expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual((window?.x ?? 0) + (window?.width ?? 0));
});
