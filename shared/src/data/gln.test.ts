import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { glnCheckDigit, isValidGln } from './gln';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Where example EAN numbers are written: the docs in every language, the marketing pages and
// the docs' drawn screens.
const FOLDERS = ['docs-site/docs', 'docs-site/i18n', 'marketing/content', 'shared/src/docs'];

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(mdx?|ts)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Thirteen digits with a Danish GS1 prefix (570-579), as an EAN-nummer is written. */
const DANISH_GLN = /(?<!\d)57\d{11}(?!\d)/g;

describe('isValidGln', () => {
  it('accepts a number whose check digit holds, and refuses one digit off', () => {
    expect(glnCheckDigit('579800001234')).toBe(9);
    expect(isValidGln('5798000012349')).toBe(true);
    expect(isValidGln('5798000012345')).toBe(false);
    expect(isValidGln('579800001234')).toBe(false);
  });
});

describe('the example EAN numbers pages show', () => {
  const found = FOLDERS.flatMap((folder) => files(join(ROOT, folder))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DANISH_GLN)].map((match) => ({ file, gln: match[0] })),
  );

  it('are there to check', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it('all carry a valid check digit', () => {
    const invalid = found
      .filter(({ gln }) => !isValidGln(gln))
      .map(({ file, gln }) => `${gln} in ${file.slice(ROOT.length)}`);
    expect(invalid).toEqual([]);
  });
});
