import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
  TestInfo,
} from '@playwright/test';

/**
 * Browser tabs kept for the next test. A new context and page cost a two-core machine about
 * 0.3 s per test in the suite (60 page loads: 35-38 s each in a new context and page, 18-21 s in
 * one tab reset between them), so each worker keeps one tab per set of context settings and
 * resets it after each test to what a new one would be:
 *
 * - the test's listeners, init scripts, exposed functions, routes, CDP sessions and other tabs
 *   (a link opened in a new tab) are removed;
 * - the tab goes to about:blank, and the site's cookies, storage and permissions are cleared;
 * - the viewport and emulated media are put back (the pointer stays where the last test left
 *   it; Chromium hovers nothing in a new document until it moves, as tabs.spec.ts checks);
 * - the HTTP cache is emptied: a test's first load of a page fetches everything, as in a new
 *   context, and its later loads use the cache, as they would there. (Bypassing the cache
 *   instead, as the pool first did, made every load fetch and parse every file again, and cost
 *   the suite about a tenth of its time: 553-588 s of test time against 519 s, 2 workers.)
 *
 * A test that fails, or a reset that fails, closes the tab: the next test gets a new one.
 */

/** Every test gets a new context and page: tracing needs Playwright's own, and E2E_FRESH_PAGES=1 asks for it. */
export const NEW_TAB_PER_TEST = process.env.E2E_TRACE === '1' || process.env.E2E_FRESH_PAGES === '1';

/** The options a tab's context is created with; tabs are shared only between equal settings. */
export type ContextSettings = BrowserContextOptions;

export interface BrowserTab {
  context: BrowserContext;
  page: Page;
}

interface PooledTab extends BrowserTab {
  /** The pool's own DevTools session on the page: the cache and storage. */
  devtools: CDPSession;
  settings: ContextSettings;
}

/** One worker's tabs, by their context settings. */
export class TabPool {
  readonly #tabs = new Map<string, PooledTab>();

  constructor(readonly browser: Browser) {}

  /** The tab kept for these settings, or a new one. */
  async take(settings: ContextSettings): Promise<PooledTab> {
    const key = JSON.stringify(settings);
    const kept = this.#tabs.get(key);
    if (kept && !kept.page.isClosed()) return kept;
    const context = await this.browser.newContext(settings);
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    const tab = { context, page, devtools, settings };
    this.#tabs.set(key, tab);
    return tab;
  }

  /** Closes a tab that is not to be used again. */
  async discard(tab: PooledTab): Promise<void> {
    const key = JSON.stringify(tab.settings);
    if (this.#tabs.get(key) === tab) this.#tabs.delete(key);
    await tab.context.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    await Promise.all([...this.#tabs.values()].map((tab) => this.discard(tab)));
  }
}

/** Adders, on the page and on the context alike, whose additions a test leaves behind unless undone. */
const ADDERS = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

/**
 * What Playwright's page and context are at run time, an event emitter like Node's; its public
 * types name only `on`, `off` and `removeAllListeners`, which would also take Playwright's own.
 */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}
const asEmitter = (target: Page | BrowserContext) => target as unknown as Emitter;

/** The listeners an emitter has now, so the ones added later can be told apart. */
function listenersOf(emitter: Emitter): Map<string | symbol, Set<unknown>> {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
}

function removeListenersAddedSince(emitter: Emitter, before: Map<string | symbol, Set<unknown>>): void {
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.listeners(name)) {
      if (!before.get(name)?.has(listener)) emitter.removeListener(name, listener);
    }
  }
}

/**
 * Records what a test adds to a tab, through the tab's own methods, so it can be taken away:
 * each adder returns a Disposable, and CDP sessions are detached.
 */
function recordAdditions(tab: PooledTab) {
  const disposables: { dispose(): Promise<void> }[] = [];
  const sessions: CDPSession[] = [];
  const patched: [object, string][] = [];
  const wrap = (target: Record<string, unknown>, name: string, after: (result: never) => void) => {
    const original = target[name] as (...args: unknown[]) => Promise<never>;
    target[name] = async (...args: unknown[]) => {
      const result = await original.apply(target, args);
      after(result);
      return result;
    };
    patched.push([target, name]);
  };
  const page = tab.page as unknown as Record<string, unknown>;
  const context = tab.context as unknown as Record<string, unknown>;
  for (const target of [page, context]) {
    for (const name of ADDERS) wrap(target, name, (d: { dispose(): Promise<void> }) => disposables.push(d));
  }
  wrap(context, 'newCDPSession', (session: CDPSession) => sessions.push(session));
  const pageListeners = listenersOf(asEmitter(tab.page));
  const contextListeners = listenersOf(asEmitter(tab.context));
  return {
    async undo() {
      for (const [target, name] of patched) delete (target as Record<string, unknown>)[name];
      removeListenersAddedSince(asEmitter(tab.page), pageListeners);
      removeListenersAddedSince(asEmitter(tab.context), contextListeners);
      await Promise.all(
        tab.context
          .pages()
          .filter((other) => other !== tab.page)
          .map((other) => other.close()),
      );
      await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
      await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const disposable of disposables) await disposable.dispose();
      for (const session of sessions) await session.detach().catch(() => undefined);
    },
  };
}

/** Puts a tab back as a new one with its settings would be. */
async function resetTab(tab: PooledTab): Promise<void> {
  const { page, context, devtools, settings } = tab;
  await page.goto('about:blank');
  await devtools.send('Network.clearBrowserCache');
  await context.clearCookies();
  await context.clearPermissions();
  if (settings.baseURL) {
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(settings.baseURL).origin,
      storageTypes: 'all',
    });
  }
  const viewport = settings.viewport;
  const now = page.viewportSize();
  if (viewport && (now?.width !== viewport.width || now?.height !== viewport.height)) {
    await page.setViewportSize(viewport);
  }
  // A new context's defaults (Playwright's documented ones), or the colour scheme it was given.
  await page.emulateMedia({
    media: null,
    colorScheme: settings.colorScheme ?? 'light',
    reducedMotion: settings.reducedMotion ?? 'no-preference',
    forcedColors: settings.forcedColors ?? 'none',
    contrast: settings.contrast ?? 'no-preference',
  });
}

/**
 * Runs a test with a kept tab for its settings, and resets the tab after it. `fresh`: a new
 * context and page for this test alone (tracing needs one, and E2E_FRESH_PAGES=1 asks for it).
 */
export async function reusedTab(
  pool: TabPool,
  settings: ContextSettings,
  { fresh, testInfo }: { fresh: boolean; testInfo: TestInfo },
  use: (tab: BrowserTab) => Promise<void>,
): Promise<void> {
  if (fresh) {
    const context = await pool.browser.newContext(settings);
    await use({ context, page: await context.newPage() });
    await context.close();
    return;
  }
  const tab = await pool.take(settings);
  const additions = recordAdditions(tab);
  await use(tab);
  if (testInfo.status !== testInfo.expectedStatus) {
    // The tab is not Playwright's own, so its failure screenshot is taken here.
    const screenshot = await tab.page.screenshot({ timeout: 5_000 }).catch(() => null);
    if (screenshot) await testInfo.attach('screenshot', { body: screenshot, contentType: 'image/png' });
    await pool.discard(tab);
    return;
  }
  try {
    await additions.undo();
    await resetTab(tab);
  } catch {
    await pool.discard(tab);
  }
}
