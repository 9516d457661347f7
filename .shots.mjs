import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [width, height] of [[1440, 900], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto('http://localhost:4402/docs/api#a-first-request', { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.evaluate(() => {
    const h = document.getElementById('a-first-request');
    window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 100);
  });
  await page.waitForTimeout(300);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `/tmp/code404-shots/final-code-${width}.png` });
  await page.goto('http://localhost:4402/docs/no-such-page', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/code404-shots/final-404-${width}.png` });
  await page.close();
}
await browser.close();
