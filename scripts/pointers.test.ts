import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './paths';

/**
 * The docs and the code's comments point at files (`scripts/build/csp.ts`) and at sections of
 * the decisions (docs/decisions.md, Dark mode). A pointer that no longer resolves misleads the
 * next reader, so every one must: a backticked path to an existing file or folder (from the
 * repository's root, or from the pointing file's folder), a decision to an existing heading.
 * Paths into `dist` name what the build writes, which a fresh checkout does not have yet, so
 * they are not repository pointers.
 */
const TOP = ['shared', 'marketing', 'docs-site', 'scripts', 'e2e', 'docs'];
/** A backticked repository path: a top-level folder, then a path (globs and placeholders aside). */
const BACKTICKED = new RegExp(`\`((?:${TOP.join('|')})/[\\w./-]*)\``, 'g');
const DECISION = /docs\/decisions\.md[,:] ([A-Z][\w'’ -]*\w)/g;

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(md|ts|tsx|js|css|sh)$/.test(file) && !/(^|\/)(node_modules|dist|build)\//.test(file))
  .filter((file) => existsSync(join(ROOT, file)));

const headings = new Set(
  [
    ...readFileSync(join(ROOT, 'docs', 'decisions.md'), 'utf8').matchAll(/^#{2,3} (.+?)\s*(\{#[\w-]+\})?$/gm),
  ].map((match) => match[1]!.trim()),
);

const resolves = (file: string, path: string) =>
  [join(ROOT, path), join(ROOT, dirname(file), path)].some((candidate) =>
    existsSync(candidate.replace(/\/$/, '')),
  );

it('every backticked repository path in the docs and comments names a file or folder that exists', () => {
  const broken: string[] = [];
  for (const file of tracked) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, path] of text.matchAll(BACKTICKED)) {
      if (/[*{}<>]|\.\.\./.test(path!)) continue;
      if (!resolves(file, path!)) broken.push(`${file}: \`${path}\``);
    }
  }
  expect(broken).toEqual([]);
});

it('every pointer to a decision names a heading of docs/decisions.md', () => {
  const broken: string[] = [];
  for (const file of tracked) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, section] of text.matchAll(DECISION)) {
      const known = [...headings].some(
        (heading) => section!.startsWith(heading) || heading.startsWith(section!),
      );
      if (!known) broken.push(`${file}: docs/decisions.md, ${section}`);
    }
  }
  expect(broken).toEqual([]);
});
