import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Dark mode (docs/decisions/2026-11-23-dark-mode.md): one stored choice for both apps, the system's
 * scheme until the visitor picks, set before the first paint, AA in both schemes.
 */

const MARKETING = '/pricing';
const DOC = '/docs/billing/invoices';

const toggle = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Switch to (dark|light) colours$/ });

/**
 * Records `data-theme` when the first piece of content (an element other than a script) enters
 * `<body>` (hidden icon sprites aside): nothing of the page can be painted before then, so a scheme already set there is the
 * first paint's. Marketing sets it in `<head>`, Docusaurus in a script opening `<body>`.
 * (Init scripts run before the page's own.)
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      // Docusaurus opens <body> with a hidden sprite of icons, then its script: neither is content.
      const first =
        document.body &&
        [...document.body.children].find(
          (child) =>
            child.tagName !== 'SCRIPT' && !(child instanceof SVGElement && child.style.display === 'none'),
        );
      if (!first) return;
      (window as unknown as { __schemeAtBody: string | null }).__schemeAtBody =
        document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const schemeAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { __schemeAtBody: string | null }).__schemeAtBody);

/** The colour the page is painted on: the body's, or the root's where the body is transparent (the docs). */
const pageGround = (page: Page) =>
  page.evaluate(() => {
    const body = getComputedStyle(document.body).backgroundColor;
    return body === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : body;
  });

test('a dark choice made on a marketing page holds on the docs and back, from the first paint', async ({
  page,
  pageProblems,
}) => {
  await watchFirstPaint(page);
  await page.goto(MARKETING);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const lightGround = await pageGround(page);
  await expect(toggle(page)).toHaveAccessibleName('Switch to dark colours');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAccessibleName('Switch to light colours');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  expect(await pageGround(page)).not.toBe(lightGround);

  await page.goto(DOC);
  expect(await schemeAtBody(page)).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageGround(page)).not.toBe(lightGround);

  // Back to light from the docs, by keyboard: the marketing page follows from its first paint.
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.goto(MARKETING);
  expect(await schemeAtBody(page)).toBe('light');
  expect(await pageGround(page)).toBe(lightGround);
  expect(pageProblems).toEqual([]);
});

test.describe('with a dark system scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('both apps follow the system until the visitor picks, with no light first paint', async ({ page }) => {
    await watchFirstPaint(page);
    for (const path of [MARKETING, DOC]) {
      await page.goto(path);
      expect(await schemeAtBody(page)).toBe('dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
    }
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await toggle(page).click();
    await page.goto(MARKETING);
    expect(await schemeAtBody(page)).toBe('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
  });
});

test('an open page follows the system scheme as it changes, until the visitor picks one', async ({
  page,
}) => {
  for (const path of [MARKETING, DOC]) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightGround = await pageGround(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageGround(page)).not.toBe(lightGround);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pageGround(page)).toBe(lightGround);
  }
  // A choice, once made, holds whatever the system does.
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a tampered stored value falls back to the system scheme and is not echoed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', '"><img src=x onerror=alert(1)>'));
  await page.goto(MARKETING);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('there is no switch that could not work, and the page is light', async ({ page }) => {
    await page.goto(MARKETING);
    await expect(page.locator('header').getByRole('button', { name: /colours/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

// Axe in both schemes, per template and state: axe-states.spec.ts.

test.describe('the dark scheme keeps the main action the strongest thing on the page', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of ['/', '/pricing', '/features/billing', '/integrations/e-conomic', '/da-DK/']) {
    test(`${path}: no large surface stands out from the ground more than half as much as Book demo`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const loud = await page.evaluate(() => {
        type Rgb = [number, number, number];
        const parse = (value: string) => value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        const luminance = ([r, g, b]: Rgb) => {
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const contrast = (a: Rgb, b: Rgb) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
          return (light + 0.05) / (dark + 0.05);
        };
        const action = [...document.querySelectorAll<HTMLElement>('header a[href$="/book-demo"]')].find(
          (link) => link.checkVisibility(),
        )!;
        const ground = parse(getComputedStyle(document.body).backgroundColor) as Rgb;
        const actionBox = action.getBoundingClientRect();
        const strength = contrast(parse(getComputedStyle(action).backgroundColor) as Rgb, ground);
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => {
            const colour = parse(getComputedStyle(element).backgroundColor);
            const box = element.getBoundingClientRect();
            return (
              (colour[3] ?? 1) === 1 &&
              box.width * box.height > 4 * actionBox.width * actionBox.height &&
              element.checkVisibility() &&
              contrast(colour.slice(0, 3) as Rgb, ground) >= strength / 2
            );
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
      });
      expect(loud).toEqual([]);
    });
  }
});
