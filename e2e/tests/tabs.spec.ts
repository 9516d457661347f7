import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NEW_TAB_PER_TEST } from './tabs';

/**
 * The kept tab (tabs.ts) comes to the next test as a new one would: nothing the last test set
 * or added is left. The two tests run in order in one worker, so the second gets the first's tab.
 */
test.describe.configure({ mode: 'serial' });
test.skip(NEW_TAB_PER_TEST, 'every test gets a new tab: none is kept');

let firstTab: Page | undefined;
let hoveredInFirst = '';
const heardByTheFirstTest: string[] = [];

/** The sizes the page's stylesheets crossed the network with: 0 for one served from the cache. */
const stylesheetTransfers = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.css'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );

test('a test leaves cookies, storage, scripts, routes, listeners, tabs, a full cache and a dark narrow view behind', async ({
  page,
  context,
  baseURL,
}) => {
  firstTab = page;
  // As in a new context, the cache serves a second visit's stylesheets.
  await page.goto('/features/billing');
  await page.goto('/features/billing');
  expect(await stylesheetTransfers(page)).toContain(0);
  await context.addCookies([{ name: 'current_locale', value: 'da-DK', url: baseURL! }]);
  await page.addInitScript(() => ((window as unknown as { leftOver: boolean }).leftOver = true));
  await context.addInitScript(() => ((window as unknown as { leftOverToo: boolean }).leftOverToo = true));
  await page.exposeFunction('leftOverFunction', () => 1);
  await page.route('**/pricing', (route) => route.fulfill({ body: 'routed' }));
  page.on('console', (message) => heardByTheFirstTest.push(message.text()));
  await page.goto('/docs/billing/plans');
  const link = page.locator('main a:visible').first();
  await link.hover();
  hoveredInFirst = await link.evaluate((element) => (element.matches(':hover') ? element.outerHTML : ''));
  expect(hoveredInFirst).toBeTruthy();
  await page.setViewportSize({ width: 390, height: 700 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/calculator')),
  ]);
  await opened.waitForLoadState();
  expect(await page.evaluate(() => (window as unknown as { leftOver?: boolean }).leftOver)).toBe(true);
});

test('the next test gets the same tab, with none of it', async ({ page, context, baseURL }) => {
  expect(firstTab, 'the tab was kept').toBe(page);
  expect(context.pages()).toEqual([page]);
  expect(await context.cookies(baseURL!)).toEqual([]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  const response = await page.goto('/pricing');
  expect(await response?.text()).not.toBe('routed');
  // The first test's cache is gone: every stylesheet of this first visit (the ones /pricing
  // shares with /features/billing too) crosses the network.
  const fetched = await stylesheetTransfers(page);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((size) => size === 0)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(
    await page.evaluate(() => [
      'leftOver' in window,
      'leftOverToo' in window,
      'leftOverFunction' in window,
      matchMedia('(prefers-color-scheme: dark)').matches,
      matchMedia('(prefers-reduced-motion: reduce)').matches,
    ]),
  ).toEqual([false, false, false, false, false]);
  // Nothing the first test pointed at is hovered in the next one.
  await page.goto('/docs/billing/plans');
  expect(await page.evaluate(() => document.querySelectorAll('main :hover').length)).toBe(0);
  await page.evaluate(() => console.log('heard only by this test'));
  expect(heardByTheFirstTest).not.toContain('heard only by this test');
});
