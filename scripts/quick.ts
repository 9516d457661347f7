/**
 * `npm run test:quick`: the loop while editing, for the files changed against main (committed
 * or not): format, lint, types, the unit tests that import them, and the end-to-end specs that
 * drive them (scripts/quickSpecs.ts) against the current dist/. `npm test` is the full check.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';
import { specsFor } from './quickSpecs';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Changed against main's merge base, or against QUICK_BASE (`QUICK_BASE=HEAD`: only uncommitted edits). */
function changedPaths(): string[] {
  let base: string[];
  try {
    base = git('diff', '--name-only', process.env.QUICK_BASE ?? `${git('merge-base', 'HEAD', 'main')[0]}`);
  } catch {
    base = git('diff', '--name-only', 'HEAD');
  }
  const untracked = git('ls-files', '--others', '--exclude-standard');
  return [...new Set([...base, ...untracked])].filter((path) => existsSync(join(ROOT, path)));
}

function step(name: string, command: string, args: string[]): void {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const changed = changedPaths();
const code = changed.filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path));
console.log(`${changed.length} changed files.`);
if (changed.length === 0) process.exit(0);

step('Format', bin('prettier'), [
  '--check',
  '--ignore-unknown',
  '--cache',
  '--cache-location',
  'node_modules/.cache/prettier/.prettier-cache',
  ...changed,
]);
if (code.length)
  step('Lint', bin('eslint'), [
    '--max-warnings=0',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
    '--no-warn-ignored',
    ...code,
  ]);
step('Types', bin('tsgo'), ['-b', 'tsconfig.all.json']);
if (code.length) step('Unit tests', bin('vitest'), ['related', '--run', '--passWithNoTests', ...code]);
const specs = specsFor(changed);
if (specs.length && !existsSync(join(ROOT, 'dist', '404.html'))) {
  console.log('\nNo dist/: run `npm run build` to include the end-to-end specs ' + specs.join(', '));
} else if (specs.length) {
  step('End-to-end (against the current dist/)', bin('playwright'), [
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...specs,
  ]);
}
console.log('\nQuick checks passed. `npm test` is the full check.');
