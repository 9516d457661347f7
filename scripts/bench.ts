/**
 * `npm run bench`: builds once, then measures every template against docs/decisions.md, Budgets: Lighthouse
 * mobile scores, LCP, CLS, TBT (medians of RUNS), the JavaScript each page loads until the
 * network is idle (gzip), LCP with scripts blocked, and the stock Docusaurus page side by side.
 * Prints one table and writes the same as JSON under bench/results/.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ROOT } from './paths';
import { loadRow } from './loadTest';
import { readNetlifyConfig } from './server/netlifyConfig';
import { createSiteServer } from './server/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One page per template of docs/decisions.md, Budgets; templates not built yet are reported as missing. */
const TEMPLATES = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'calculator', path: '/calculator' },
  { name: 'catalogue', path: '/integrations' },
  { name: 'integration', path: '/integrations/e-conomic' },
  { name: 'feature', path: '/features/billing' },
  { name: 'blog', path: '/blog' },
  { name: 'docs home', path: '/docs/' },
  { name: 'docs page', path: '/docs/billing/plans' },
];

const STOCK_PAGE = '/docs/billing/plans';

/** The load row: a marketing page, a docs page and an image the Image CDN endpoint resizes. */
const LOAD_PATHS = ['/', '/docs/billing/plans', '/.netlify/images?url=/og-image.png&w=640&q=75'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function timed(command: string): number {
  const started = Date.now();
  execSync(command, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return (Date.now() - started) / 1000;
}

async function listen(root: string): Promise<{ server: Server; origin: string }> {
  const server = createSiteServer({
    root,
    config: readNetlifyConfig(join(ROOT, 'netlify.toml')),
    formsFile: join(tmpdir(), 'bench-forms.jsonl'),
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** Gzip bytes of every script a phone-sized page loads until the network is idle. */
async function javascriptBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  return [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

async function lighthouseRun(url: string, port: number, blockScripts = false): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', blockedUrlPatterns: blockScripts ? ['*.js'] : [] },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

async function main() {
  const buildSeconds = process.argv.includes('--no-build') ? NaN : timed('npm run --silent build');
  timed('npx docusaurus build bench/stock --out-dir build');
  const stockRoot = mkdtempSync(join(tmpdir(), 'stock-'));
  symlinkSync(join(ROOT, 'bench', 'stock', 'build'), join(stockRoot, 'docs'));
  writeFileSync(join(stockRoot, '404.html'), '<h1>Not found</h1>');

  const site = await listen(join(ROOT, 'dist'));
  const stock = await listen(stockRoot);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const stockJs = await javascriptBytes(`${stock.origin}${STOCK_PAGE}`);
  const rows = [];
  try {
    for (const template of TEMPLATES) {
      const url = `${site.origin}${template.path}`;
      if ((await fetch(url)).status !== 200) {
        rows.push({ ...template, missing: true });
        continue;
      }
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(url, chrome.port));
      const withoutScripts: number[] = [];
      for (let run = 0; run < RUNS; run += 1)
        withoutScripts.push((await lighthouseRun(url, chrome.port, true)).lcp);
      const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
      const jsBytes = await javascriptBytes(url);
      rows.push({
        ...template,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcp')),
        cls: Number(pick('cls').toFixed(3)),
        tbtMs: Math.round(pick('tbt')),
        jsKb: Number((jsBytes / 1024).toFixed(1)),
        jsVsStock: Number((jsBytes / stockJs).toFixed(2)),
        lcpJsOnOff: Number((pick('lcp') / median(withoutScripts)).toFixed(2)),
      });
      console.error(`measured ${template.name}`);
    }
  } finally {
    await chrome.kill();
  }
  // The local server under load: steady concurrent requests, no errors allowed.
  const load = [];
  try {
    for (const path of LOAD_PATHS) load.push(await loadRow(site.origin, path));
  } finally {
    site.server.close();
    stock.server.close();
  }

  const report = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim(),
    runs: RUNS,
    buildSeconds,
    stockDocsPageJsKb: Number((stockJs / 1024).toFixed(1)),
    templates: rows,
    load,
  };
  console.log(
    `Build: ${buildSeconds.toFixed(1)} s. Stock Docusaurus ${STOCK_PAGE}: ${report.stockDocsPageJsKb} KB JS (gzip).`,
  );
  console.table(rows);
  console.log('Local server under load (10 connections, 5 s each; errors must be 0):');
  console.table(load);
  if (load.some((row) => row.errors > 0)) process.exitCode = 1;
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const file = join(ROOT, 'bench', 'results', `${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${file}`);
}

await main();
