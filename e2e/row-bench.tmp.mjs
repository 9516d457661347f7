import { chromium } from '@playwright/test';
import axe from 'axe-core';
import { CHROMIUM_LAUNCH } from './chromium.ts';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const path of ['/pricing', '/docs/api', '/', '/pricing', '/docs/billing/dunning']) {
  const t0 = Date.now(); const lap = []; let t = t0;
  const mark = (n) => { process.stderr.write(n + ' '); const now = Date.now(); lap.push(`${n} ${now - t}`); t = now; };
  const ctx = await browser.newContext(); const page = await ctx.newPage(); mark('newPage');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' }); mark('setup');
  await page.goto('http://localhost:9399' + path, { waitUntil: 'load' }); mark('load');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready')); mark('ready');
  await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`); mark('inject');
  await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] })); mark('run1');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark'); mark('dark');
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => 0)))); mark('anims');
  await page.evaluate(() => axe.run(document, { resultTypes: ['violations'] })); mark('run2');
  await ctx.close(); mark('close');
  console.log(path, Date.now() - t0, lap.join(' | '));
}
await browser.close();
