import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { FONT_URL } from '@web/shared';
import axe from 'axe-core';
import { type BrowserTab, type ContextSettings, NEW_TAB_PER_TEST, reusedTab, TabPool } from './tabs';

/**
 * Resolves once the page is ready to use; a page without scripts (a text file, an error body) is
 * at once. Each signal is an attribute the page sets, so a mutation observer wakes the check.
 * (Playwright's waitForFunction polls on every animation frame, and so keeps the renderer
 * drawing frames while it waits: 167 tests took 3-7 % more of the machine's CPU with it.)
 */
function untilReady(): Promise<void> {
  const ready = () => {
    const html = document.documentElement;
    if (!document.querySelector('script')) return true;
    const hydrating = document.querySelector('link[rel=modulepreload], script[src*="/assets/js/"]');
    // An island (calculator, catalogue) marks its own root once React has taken it over.
    const islandsWaiting = document.querySelector('[data-island]:not([data-island-hydrated])');
    return (
      html.hasAttribute('data-ready') &&
      (html.getAttribute('data-has-hydrated') !== 'false' || !hydrating) &&
      !islandsWaiting
    );
  };
  return new Promise((resolve) => {
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, subtree: true });
  });
}

/** The part of axe's results the audits read. */
interface AxeInPage {
  run(
    context: object,
    options: object,
  ): Promise<{ violations: { id: string; nodes: { target: (string | string[])[] }[] }[] }>;
}

/**
 * Chromium's report that it skipped a docs page's cross-fade (`@view-transition`, CSS only, no
 * script of ours): "… aborted because of invalid state. Page already revealed" when the new page
 * was shown before the fade could start, "… ViewTransition opt-in disabled" from an English doc to
 * a Danish one. The page loads and works either way; a visitor sees no fade, not an error. CI
 * met the first once in some 360 tests.
 */
const SKIPPED_CROSS_FADE =
  /^Transition was aborted because of invalid state\. (Page already revealed|ViewTransition opt-in disabled)/;

/**
 * Collects console errors and CSP violations of a page, so a test can insist there are none.
 *
 * Each worker keeps one browser tab per set of context settings and hands it to test after
 * test, reset in between (tabs.ts): a new context and page per test cost about 0.3 s of a
 * two-core machine's time each, a fifth of the suite. E2E_TRACE=1 or E2E_FRESH_PAGES=1 gives
 * every test a new context and page instead.
 */
export const test = base.extend<{ pageProblems: string[]; tab: BrowserTab }, { tabPool: TabPool }>({
  tabPool: [
    async ({ browser }, use) => {
      const pool = new TabPool(browser);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  tab: async (
    {
      tabPool,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      colorScheme,
      locale,
      timezoneId,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const settings: ContextSettings = {
      ...contextOptions,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      colorScheme,
      locale,
      timezoneId,
    };
    await reusedTab(tabPool, settings, { fresh: NEW_TAB_PER_TEST, testInfo }, use);
  },
  context: async ({ tab }, use) => use(tab.context),
  // Tests that click or press keys wait until the page's scripts have run, as a person's first
  // click usually would: the site script marks <html data-ready>, a page whose framework
  // hydrates (Docusaurus's client, where it loads) turns its data-has-hydrated from "false" to
  // "true", and an island marks its root data-island-hydrated.
  page: async ({ tab, javaScriptEnabled }, use) => {
    const { page } = tab;
    const goto = page.goto;
    page.goto = async (url, options) => {
      const response = await goto.call(page, url, { waitUntil: 'load', ...options });
      if (javaScriptEnabled !== false && !options?.waitUntil) await page.evaluate(untilReady);
      return response;
    };
    await use(page);
    page.goto = goto;
  },
  pageProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!SKIPPED_CROSS_FADE.test(error.message)) problems.push(`page error: ${error.message}`);
    });
    await page.exposeFunction('__reportCspViolation', (directive: string, blocked: string) =>
      problems.push(`CSP: ${directive} blocked ${blocked}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (d: string, b: string) => void }).__reportCspViolation(
          event.violatedDirective,
          event.blockedURI,
        );
      });
    });
    await use(problems);
  },
});

export { expect };

/**
 * Opens `path` with the web font from its first paint, as a returning visitor sees it:
 * font-display: optional keeps the fallback on a page whose font came late (a busy machine: a
 * clean-clone run failed so). So the font is fetched into the HTTP cache first, from a
 * same-origin document with nothing to draw (robots.txt), as the page's preload asks for it
 * (CORS, same-origin credentials), and the page finds it there. Loading the page twice did the
 * same, at the cost of a whole page load in each of 38 tests.
 */
export async function gotoWithWebFont(page: Page, path: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(async (url) => void (await (await fetch(url)).arrayBuffer()), FONT_URL);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Waits out the colour transitions running on the page: a scheme switch (links, docs buttons:
 * 120-200 ms) or a click (a chosen answer's pill: 120 ms). Asking for the animations brings
 * styles up to date, so a transition the last step started is already in the list. Each is
 * waited for at most its own length: a transition on an element the browser skips drawing (the
 * docs' table of contents, folded away behind "Navigate Docs") is never ticked, so its
 * `finished` may never settle, and the wait for it hung a test in about one run in two.
 */
async function colourTransitionsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => {
          const length = Number(animation.effect?.getComputedTiming().endTime ?? 0);
          return Promise.race([
            animation.finished.catch(() => undefined),
            new Promise((done) => setTimeout(done, length + 50)),
          ]);
        }),
    ),
  );
}

/**
 * Axe's source, and the one setting the Playwright wrapper makes: results only from the page's
 * own origin (our pages have no frames).
 */
/**
 * A stylesheet that draws every part the page lays out late (content-visibility: auto until it
 * nears the viewport, or until the site script gets to it): a visitor sees them drawn.
 */
export const DRAW_EVERY_PART = '* { content-visibility: visible !important; }';

const AXE_SCRIPT = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/**
 * Axe with every rule on (or only `rules`) over the whole page (or only `region`), nothing
 * excluded; violations as `rule: targets` lines, with every part of the page rendered. It audits the colours the page settles on, not a blend halfway through a transition:
 * axe once read a feedback pill mid-fade from white to teal and reported its contrast.
 *
 * Axe is put into a document once, by one evaluation of its source, and run there with
 * axe.run, as @axe-core/playwright's legacy mode does. The wrapper itself evaluated the 650 KB
 * source twice per analysis (and its default mode a third time, in a blank page, to merge
 * frames we do not have): on the home page 2.1 s for its first audit against 0.3 s to inject
 * and 1.1 s to run here, on 1 worker. A second audit of the same document (the other scheme,
 * a state opened) runs the axe already in it; a new document has none. The violations become
 * lines in the page, and only they travel to the test: sending axe's whole report (every passing
 * node with its markup) cost the 30 axe rows 16 s of test time (120 s with it, 104 s without).
 */
export async function axeViolations(
  page: Page,
  rules?: readonly string[],
  region?: Locator,
): Promise<string[]> {
  await colourTransitionsFinished(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SCRIPT);
  const within = region ? await region.elementHandle() : null;
  return page.evaluate(
    async ({ only, within, drawEveryPart }) => {
      // Off-screen blocks and the footer are not rendered until they near the viewport
      // (content-visibility: auto), and axe reads colours from rendered boxes: against the page's
      // white it took the footer's light text for a contrast failure. A visitor sees them rendered,
      // so they are audited rendered.
      const renderAll = document.createElement('style');
      renderAll.textContent = drawEveryPart;
      document.head.append(renderAll);
      const { violations } = await (window as unknown as { axe: AxeInPage }).axe
        .run(within ?? document, only ? { runOnly: { type: 'rule', values: only } } : {})
        .finally(() => renderAll.remove());
      return violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { only: rules, within, drawEveryPart: DRAW_EVERY_PART },
  );
}
