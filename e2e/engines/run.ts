/**
 * `npm run test:engines`: the visitor paths (paths.ts) in Firefox ESR and WebKitGTK, one
 * browser session per engine, the two engines side by side. Each path must end with no
 * console errors, script errors or CSP violations. On a failure it keeps screenshots at phone
 * and desktop width under test-results/engines/. Usage: `[--engine firefox|webkit] [--only text]`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withHelpers } from './dom';
import type { Driver } from './driver';
import { launchFirefox } from './firefox';
import { DESKTOP, PATHS, READY, TAKE_PROBLEMS, type Visit, type VisitorPath } from './paths';
import { startSite } from './site';
import { launchWebKit } from './webkit';

const OUT = join(import.meta.dirname, '..', '..', 'test-results', 'engines');
const ENGINES = { firefox: launchFirefox, webkit: launchWebKit } as const;
type Engine = keyof typeof ENGINES;

interface Outcome {
  engine: Engine;
  path: string;
  ms: number;
  error?: string;
  screenshots: string[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/-$/, '');

function visitOf(d: Driver, base: string): Visit {
  const until: Visit['until'] = (what, condition, ...args) => d.waitFor(what, withHelpers(condition), args);
  return {
    d,
    until,
    async resize(width) {
      await d.setWidth(width);
      // The window's new size reaches the page a frame or more later (WebKit), then it lays out.
      await until(
        `a ${width} px wide window`,
        `if (Math.abs(innerWidth - arguments[0]) > 24) { window.__settled = 0; return false; }
         window.__settled = (window.__settled || 0) + 1; return window.__settled > 2;`,
        width,
      );
    },
    async open(path) {
      await d.goto(new URL(path, base).href);
      await until(`${path} to be ready`, READY);
    },
    async find(what, expression, ...args) {
      await until(what, `return !!(function(){${expression}}).apply(null, arguments);`, ...args);
      const handle = await d.element(withHelpers(expression), ...args);
      if (!handle) throw new Error(`${what} went away`);
      return handle;
    },
    value: (expression, ...args) => d.evaluate(withHelpers(expression), ...args),
  };
}

async function takeProblems(d: Driver): Promise<string[]> {
  const probe = await d
    .evaluate<string[]>(`try { ${TAKE_PROBLEMS} } catch (e) { return []; }`)
    .catch(() => []);
  return [...probe, ...d.drainProblems()];
}

async function screenshots(visit: Visit, path: VisitorPath): Promise<string[]> {
  const d = visit.d;
  const files: string[] = [];
  for (const [label, width] of [
    ['phone', d.phoneWidth],
    ['desktop', DESKTOP],
  ] as const) {
    const file = join(OUT, d.name, `${slug(path.name)}-${label}.png`);
    try {
      await visit.resize(width).catch(() => undefined);
      await d.screenshot(file);
      files.push(file);
    } catch (error) {
      files.push(`(no ${label} screenshot: ${String(error)})`);
    }
  }
  return files;
}

async function runEngine(engine: Engine, base: string, paths: VisitorPath[]): Promise<Outcome[]> {
  mkdirSync(join(OUT, engine), { recursive: true });
  const outcomes: Outcome[] = [];
  let d: Driver;
  try {
    d = await ENGINES[engine]();
  } catch (error) {
    return [{ engine, path: '(launch)', ms: 0, error: String(error), screenshots: [] }];
  }
  try {
    for (const path of paths) {
      const started = Date.now();
      let error: string | undefined;
      const visit = visitOf(d, base);
      try {
        await takeProblems(d);
        await visit.resize(path.width === 'phone' ? d.phoneWidth : DESKTOP);
        await path.run(visit);
        const problems = await takeProblems(d);
        if (problems.length) error = `page problems:\n    ${problems.join('\n    ')}`;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const outcome: Outcome = { engine, path: path.name, ms: Date.now() - started, error, screenshots: [] };
      // ENGINES_SCREENSHOTS=1 keeps them for passing paths too, to look at what each engine drew.
      if (error || process.env.ENGINES_SCREENSHOTS === '1')
        outcome.screenshots = await screenshots(visit, path);
      outcomes.push(outcome);
      console.log(`${error ? '✘' : '✓'} ${engine} › ${path.name} (${outcome.ms} ms)`);
      if (error) console.log(`    ${error}\n    ${outcome.screenshots.join('\n    ')}`);
    }
  } finally {
    await d.close();
  }
  return outcomes;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { engine: { type: 'string' }, only: { type: 'string' } } });
  const engines = (values.engine ? [values.engine] : Object.keys(ENGINES)) as Engine[];
  for (const engine of engines) if (!(engine in ENGINES)) throw new Error(`Unknown engine ${engine}`);
  const paths = PATHS.filter((path) => !values.only || path.name.includes(values.only));
  for (const engine of engines) rmSync(join(OUT, engine), { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  const site = await startSite(OUT);
  let outcomes: Outcome[];
  try {
    outcomes = (await Promise.all(engines.map((engine) => runEngine(engine, site.base, paths)))).flat();
  } finally {
    site.stop();
  }
  const failed = outcomes.filter((outcome) => outcome.error);
  console.log(
    `\n${outcomes.length - failed.length} passed, ${failed.length} failed in ${engines.join(' and ')} (${Math.round((Date.now() - started) / 1000)} s).`,
  );
  if (failed.length) process.exitCode = 1;
}

await main();
