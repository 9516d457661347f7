/**
 * What the cross-engine paths need from a browser, implemented once per engine: Firefox over
 * WebDriver BiDi (puppeteer-core), WebKitGTK over classic W3C WebDriver (plain fetch).
 * Elements are found in the page by script (see `dom.ts`) and handed back as opaque handles,
 * so the paths read the same in both engines.
 */
export type Handle = { readonly engineHandle: unknown };

export interface Driver {
  readonly name: 'firefox' | 'webkit';
  /** The narrowest window the engine allows (MiniBrowser: 447 px). */
  readonly phoneWidth: number;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body that may use `arguments`) in the page and returns its JSON result. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /**
   * Resolves once `body` returns something truthy, checked in the page on every animation
   * frame (and again after a navigation); rejects with `what` after `timeoutMs`.
   */
  waitFor(what: string, body: string, args?: unknown[], timeoutMs?: number): Promise<void>;
  /** Like `evaluate`, but the body returns an element (or null). */
  element(body: string, ...args: unknown[]): Promise<Handle | null>;
  click(element: Handle): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  setWidth(width: number, height?: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Problems the engine reports itself besides the in-page probe's (console errors). */
  drainProblems(): string[];
  close(): Promise<void>;
}
