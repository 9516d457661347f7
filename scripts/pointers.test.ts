import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths';

/**
 * The docs and the code's comments point at files (`scripts/build-steps/csp.ts`) and at decisions
 * (docs/decisions/2026-11-23-dark-mode.md, or a section of one as `….md#section-slug`). A
 * pointer that no longer resolves misleads the next reader, so every one must: a backticked
 * path to an existing file or folder (from the repository's root, or from the pointing file's
 * folder), a decision to an existing file and, with a `#`, to a heading in it. The decisions
 * once lived in one file, docs/decisions.md, pointed at as `docs/decisions.md, Section`: such a
 * pointer no longer resolves either. Paths into `dist` name what the build writes, which a
 * fresh checkout does not have yet, so they are not repository pointers.
 */
const TOP = ['shared', 'marketing', 'docs-site', 'scripts', 'e2e', 'docs'];
/** A backticked repository path: a top-level folder, then a path (globs and placeholders aside). */
const BACKTICKED = new RegExp(`\`((?:${TOP.join('|')})/[\\w./-]*)\``, 'g');
const DECISION = /docs\/decisions\/([\w.-]+\.md)(?:#([\w-]+))?/g;
const OLD_DECISION = /docs\/decisions\.md`?[,:] ["“]?[A-Z]/g;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      /\.(md|mdx|ts|tsx|js|css|sh)$/.test(file) &&
      !/(^|\/)(node_modules|dist)\/|^(marketing|docs-site|bench\/stock)\/build\//.test(file),
  )
  .filter((file) => existsSync(join(ROOT, file)));

/** A heading's slug as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
export const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s/g, '-');

const resolves = (file: string, path: string) =>
  [join(ROOT, path), join(ROOT, dirname(file), path)].some((candidate) =>
    existsSync(candidate.replace(/\/$/, '')),
  );

/** The pointers in one file's text that do not resolve, each as `file: pointer`. */
export function brokenPointers(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const [, path] of text.matchAll(BACKTICKED)) {
    if (/[*{}<>]|\.\.\./.test(path!)) continue;
    if (!resolves(file, path!)) broken.push(`${file}: \`${path}\``);
  }
  for (const [pointer, name, section] of text.matchAll(DECISION)) {
    const target = join(ROOT, 'docs', 'decisions', name!);
    if (!existsSync(target)) {
      broken.push(`${file}: ${pointer} (no such decision)`);
      continue;
    }
    if (!section) continue;
    const headings = [...readFileSync(target, 'utf8').matchAll(/^#{1,4} (.+?)\s*(?:\{#([\w-]+)\})?$/gm)];
    if (!headings.some(([, heading, id]) => id === section || slugOf(heading!) === section)) {
      broken.push(`${file}: ${pointer} (no such section)`);
    }
  }
  for (const [pointer] of text.matchAll(OLD_DECISION)) {
    broken.push(`${file}: ${pointer} (the decisions moved to docs/decisions/)`);
  }
  return broken;
}

describe('pointers', () => {
  it('fail when they do not resolve: a missing path, decision, section or the old file', () => {
    const fixture = [
      'See `scripts/no-such-file.ts` and `scripts/pointers.test.ts`.',
      'Why: docs/decisions/2026-11-23-dark-mode.md and docs/decisions/2026-11-23-no-such-decision.md.',
      'Sections: docs/decisions/2026-11-23-dark-mode.md#no-such-section, docs/decisions/README.md#decisions-the-code-relies-on.',
      'Old: (docs/decisions.md, Dark mode).',
    ].join('\n');
    expect(brokenPointers('fixture.md', fixture)).toEqual([
      'fixture.md: `scripts/no-such-file.ts`',
      'fixture.md: docs/decisions/2026-11-23-no-such-decision.md (no such decision)',
      'fixture.md: docs/decisions/2026-11-23-dark-mode.md#no-such-section (no such section)',
      'fixture.md: docs/decisions.md, D (the decisions moved to docs/decisions/)',
    ]);
  });

  it('in the docs and comments all resolve: paths, decisions and their sections', () => {
    const broken = tracked.flatMap((file) =>
      file === 'scripts/pointers.test.ts' ? [] : brokenPointers(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(broken).toEqual([]);
  });
});
