import { writeFileSync } from 'node:fs';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import type { Driver, Handle } from './driver';

export const FIREFOX = '/usr/bin/firefox-esr';

const call = (body: string, args: unknown[]) => `(function(){${body}}).apply(null, ${JSON.stringify(args)})`;

/** Debian's Firefox ESR over WebDriver BiDi; puppeteer-core downloads no browser of its own. */
export async function launchFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // The clipboard is written by the docs' copy buttons: no prompt in a test profile.
    extraPrefsFirefox: { 'dom.events.asyncClipboard.clipboardItem': true },
  });
  const page: Page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  const elementOf = (handle: Handle) => handle.engineHandle as ElementHandle<Element>;
  return {
    name: 'firefox',
    phoneWidth: 390,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    evaluate: async <T>(body: string, ...args: unknown[]) => (await page.evaluate(call(body, args))) as T,
    async waitFor(what, body, args = [], timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          await page.waitForFunction(call(body, args), {
            polling: 'raf',
            timeout: Math.max(1, deadline - Date.now()),
          });
          return;
        } catch (error) {
          // A navigation destroys the context the wait ran in: wait again in the new page.
          if (Date.now() >= deadline)
            throw new Error(`Timed out waiting for ${what}: ${String(error)}`, { cause: error });
        }
      }
    },
    async element(body, ...args) {
      const handle = await page.evaluateHandle(call(body, args));
      const element = handle.asElement();
      if (!element) {
        await handle.dispose();
        return null;
      }
      return { engineHandle: element };
    },
    async click(element) {
      await elementOf(element).click();
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async setWidth(width, height = 900) {
      await page.setViewport({ width, height });
    },
    async screenshot(path) {
      writeFileSync(path, await page.screenshot({ type: 'png' }));
    },
    drainProblems: () => problems.splice(0),
    async close() {
      await browser.close();
    },
  };
}
