import { chromium } from '@playwright/test';
import axe from 'axe-core';
import { CHROMIUM_LAUNCH } from './chromium.ts';
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage();
for (const path of ['/', '/docs/api/reference/exports', '/calculator', '/docs/billing/dunning']) {
  await page.goto('http://localhost:9399' + path);
  await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  for (const [name, opts] of [['default', {}], ['violations', { resultTypes: ['violations'] }], ['default', {}], ['violations', { resultTypes: ['violations'] }]]) {
    const t = Date.now();
    const n = await page.evaluate((o) => axe.run(document, o).then((r) => r.violations.length + '/' + r.passes.reduce((a, p) => a + p.nodes.length, 0)), opts);
    console.log(path, name, Date.now() - t, 'ms', n);
  }
}
await browser.close();
