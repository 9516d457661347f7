/**
 * `npm run bench`: builds once, then measures every template with Lighthouse (mobile defaults,
 * RUNS runs, every run printed so a bimodal page shows), LCP with scripts blocked, the
 * JavaScript each page loads until the network is idle (gzip), and the stock Docusaurus page
 * measured the same way in the same run. Targets live in scripts/benchStats.ts. Prints every
 * run, a table of medians, a markdown table for notes and the missed targets, and writes the
 * same as JSON under bench/results/.
 *
 * Env: BENCH_RUNS (default 5), BENCH_OFF_RUNS (JS-off runs, default 3), BENCH_ONLY (template
 * names, comma-separated, e.g. `home,docs page`; the stock page is always measured).
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './paths';
import {
  KB,
  type LighthouseRun,
  type StockMeasure,
  type TableRow,
  type TargetCheck,
  type TemplateKind,
  type TemplateMeasure,
  markdownTable,
  maxLcpRatio,
  median,
  medianOf,
  missLines,
  runLines,
  targetChecks,
  targetsSummary,
} from './benchStats';
import { serverLoadRows } from './benchLoad';
import { loadBenchTools } from './benchTools';
import { servingProblems } from './benchServed';
import { precompressFolder } from './files/encoded';
import { loadRow } from './loadTest';
import { readNetlifyConfig } from './server/netlifyConfig';
import { createSiteServer } from './server/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OFF_RUNS = Number(process.env.BENCH_OFF_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
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

// Lighthouse drives the whole browser, which npm test does not install (it needs only the headless shell).
execSync('bash scripts/ensure-chromium.sh --full', { cwd: ROOT, stdio: 'inherit' });
const { lighthouse, chromeLauncher } = await loadBenchTools();

/**
 * One page per template; `kind` picks its targets (content: a JS budget in KB; hydrated: a JS
 * budget; docs: the stock page's JavaScript; every kind: the stock page's median LCP). Templates not built yet are reported as missing.
 */
const TEMPLATES: { name: string; path: string; kind: TemplateKind }[] = [
  { name: 'home', path: '/', kind: 'content' },
  { name: 'pricing', path: '/pricing', kind: 'content' },
  { name: 'calculator', path: '/calculator', kind: 'hydrated' },
  { name: 'catalogue', path: '/integrations', kind: 'hydrated' },
  { name: 'book demo', path: '/book-demo', kind: 'hydrated' },
  { name: 'integration', path: '/integrations/e-conomic', kind: 'content' },
  { name: 'feature', path: '/features/billing', kind: 'content' },
  { name: 'blog', path: '/blog', kind: 'content' },
  { name: 'docs home', path: '/docs/', kind: 'docs' },
  { name: 'docs page', path: '/docs/billing/plans', kind: 'docs' },
];

const STOCK_PAGE = '/docs/billing/plans';

/** The load row: a marketing page, a docs page and an image the Image CDN endpoint resizes. */
const LOAD_PATHS = ['/', '/docs/billing/plans', '/.netlify/images?url=/og-image.png&w=640&q=75'];

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
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // An island loads once the page is idle, which on a busy machine can come after the network
  // went quiet: wait until every island root says it hydrated (marketing/app/islands/islandProps.ts),
  // so its chunks are counted, and for every body before the browser closes.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-island]')].every((root) =>
          root.hasAttribute('data-island-hydrated'),
        ),
      undefined,
      { timeout: 30_000 },
    )
    .catch(() =>
      console.warn(`${url}: an island did not hydrate within 30 s; its JavaScript may be undercounted`),
    );
  await page.waitForTimeout(500);
  const bodies = await Promise.all(scripts.values());
  await browser.close();
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

async function lighthouseRun(url: string, port: number, blockScripts = false): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    blockedUrlPatterns: blockScripts ? ['*.js'] : [],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
  };
}

/** Runs one after another: parallel Lighthouse runs on one machine would skew each other. */
async function lighthouseRuns(url: string, port: number, count: number, blockScripts = false) {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < count; run += 1) runs.push(await lighthouseRun(url, port, blockScripts));
  return runs;
}

/**
 * Builds the stock Docusaurus site and lays it out under /docs/ as the real site has it, with the
 * brotli and gzip copies our build writes too: the server sends a file uncompressed when it has
 * no copy, and the stock page would then download several times our pages' bytes.
 */
async function buildStock(): Promise<string> {
  timed('npx docusaurus build bench/stock --out-dir build');
  const stockRoot = mkdtempSync(join(tmpdir(), 'stock-'));
  cpSync(join(ROOT, 'bench', 'stock', 'build'), join(stockRoot, 'docs'), { recursive: true });
  writeFileSync(join(stockRoot, '404.html'), '<h1>Not found</h1>');
  await precompressFolder(stockRoot);
  return stockRoot;
}

async function measureStock(origin: string, port: number): Promise<StockMeasure> {
  const url = `${origin}${STOCK_PAGE}`;
  const measure = {
    runs: await lighthouseRuns(url, port, RUNS),
    offLcps: (await lighthouseRuns(url, port, OFF_RUNS, true)).map((run) => run.lcp),
    jsBytes: await javascriptBytes(url),
  };
  for (const line of runLines('stock', measure.runs, measure.offLcps)) console.log(line);
  return measure;
}

async function measureTemplate(url: string, kind: TemplateKind, port: number): Promise<TemplateMeasure> {
  const runs = await lighthouseRuns(url, port, RUNS);
  const offLcps = (await lighthouseRuns(url, port, OFF_RUNS, true)).map((run) => run.lcp);
  return { kind, runs, offLcps, jsBytes: await javascriptBytes(url) };
}

const kb = (bytes: number) => Number((bytes / KB).toFixed(1));
const ratio = (value: number) => Number(value.toFixed(2));

/** The medians of one template, as the console table shows them. */
function medianRow(measure: TemplateMeasure, stock: StockMeasure) {
  const pick = (key: keyof LighthouseRun) => medianOf(measure.runs, key);
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcp'),
    cls: pick('cls'),
    tbtMs: pick('tbt'),
    jsKb: kb(measure.jsBytes),
    jsVsStock: ratio(measure.jsBytes / stock.jsBytes),
    lcpJsOnOff: ratio(pick('lcp') / median(measure.offLcps)),
    maxLcpRatio: ratio(maxLcpRatio(measure.runs, measure.offLcps)),
  };
}

function stockSummary(stock: StockMeasure) {
  return {
    path: STOCK_PAGE,
    performance: medianOf(stock.runs, 'performance'),
    lcpMs: medianOf(stock.runs, 'lcp'),
    jsOffLcpMs: median(stock.offLcps),
    tbtMs: medianOf(stock.runs, 'tbt'),
    jsKb: kb(stock.jsBytes),
  };
}

/** BENCH_ONLY's templates, or all; a misspelt name stops the run rather than measuring nothing. */
function selectedTemplates() {
  const unknown = ONLY?.filter((name) => !TEMPLATES.some((template) => template.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names no template: ${unknown.join(', ')}`);
  return TEMPLATES.filter((template) => !ONLY || ONLY.includes(template.name));
}

interface Measured {
  name: string;
  measure: TemplateMeasure;
  checks: TargetCheck[];
}

/** The markdown table and one line per missed target, for pasting into a note. */
function printNote(measured: Measured[], stock: StockMeasure) {
  const rows: TableRow[] = [
    {
      name: 'stock',
      runs: stock.runs,
      offLcps: stock.offLcps,
      jsBytes: stock.jsBytes,
      stockJsBytes: stock.jsBytes,
      checks: null,
    },
    ...measured.map(({ name, measure, checks }) => ({
      name,
      runs: measure.runs,
      offLcps: measure.offLcps,
      jsBytes: measure.jsBytes,
      stockJsBytes: stock.jsBytes,
      checks,
    })),
  ];
  console.log(`\n${markdownTable(rows)}\n`);
  const misses = rows.flatMap((row) => (row.checks ? missLines(row.name, row.checks) : []));
  console.log(misses.length > 0 ? misses.join('\n') : 'Every target met.');
}

/** Stops the run when either site is served wrong: a comparison with a broken peer is worthless. */
async function assertServedSoundly(origins: { site: string; stock: string }) {
  const problems = [
    ...(await servingProblems(origins.stock, STOCK_PAGE)).map((line) => `stock ${line}`),
    ...(await servingProblems(origins.site, '/')).map((line) => `site ${line}`),
  ];
  if (problems.length > 0) throw new Error(`Not measured, served wrong:\n${problems.join('\n')}`);
}

/** The commit measured, read before the build: a checkout that moves during a run is then visible. */
function measuredCommit(): string {
  const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: ROOT }).toString().trim();
  return dirty ? `${commit} with uncommitted changes` : commit;
}

async function main() {
  const templates = selectedTemplates();
  const commit = measuredCommit();
  const buildSeconds = process.argv.includes('--no-build') ? NaN : timed('npm run --silent build');
  const stockRoot = await buildStock();

  const site = await listen(join(ROOT, 'dist'));
  const stockServer = await listen(stockRoot);
  await assertServedSoundly({ site: site.origin, stock: stockServer.origin });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const table = []; // medians, for the console
  const rows = []; // the same with every run, for the JSON
  const measured: Measured[] = [];
  let stock: StockMeasure;
  try {
    stock = await measureStock(stockServer.origin, chrome.port);
    for (const template of templates) {
      const url = `${site.origin}${template.path}`;
      if ((await fetch(url)).status !== 200) {
        table.push({ ...template, missing: true });
        rows.push({ ...template, missing: true });
        continue;
      }
      const measure = await measureTemplate(url, template.kind, chrome.port);
      for (const line of runLines(template.name, measure.runs, measure.offLcps)) console.log(line);
      const checks = targetChecks(measure, stock);
      const medians = { ...template, ...medianRow(measure, stock), targets: targetsSummary(checks) };
      table.push(medians);
      rows.push({ ...medians, runs: measure.runs, offLcps: measure.offLcps, targetChecks: checks });
      measured.push({ name: template.name, measure, checks });
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
    stockServer.server.close();
  }

  // Hostile clients: pipelined, aborting image requests, streaming after their answer.
  const hostile = await serverLoadRows();

  const report = {
    date: new Date().toISOString(),
    commit,
    runs: RUNS,
    offRuns: OFF_RUNS,
    buildSeconds,
    stockDocsPageJsKb: kb(stock.jsBytes),
    stock: { ...stockSummary(stock), runs: stock.runs, offLcps: stock.offLcps },
    templates: rows,
    load,
    hostile,
  };
  console.log(
    `Build: ${buildSeconds.toFixed(1)} s. Stock Docusaurus, medians of ${RUNS} runs:`,
    stockSummary(stock),
  );
  console.table(table);
  printNote(measured, stock);
  console.log('Local server under load (10 connections, 5 s each; errors must be 0):');
  console.table(load);
  console.log('Pipelined, mixed with aborted image requests, and with clients streaming after their answer:');
  console.table([hostile.baseline, hostile.mixed, hostile.streaming]);
  console.table(hostile.pipelined);
  if (load.some((row) => row.errors > 0)) process.exitCode = 1;
  if (hostile.pipelined.some((row) => row.errors > 0 || row.handlesAfter > row.handlesBefore))
    process.exitCode = 1;
  if (hostile.mixed.errors > 0 || hostile.streaming.errors > 0) process.exitCode = 1;
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const file = join(ROOT, 'bench', 'results', `${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${file}`);
}

await main();
