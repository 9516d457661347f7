import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readComparisonFile } from './comparisonFile';

/**
 * The comparison pages state what each rival's public pages say, row by row, with a source:
 * a page may admit "not stated" once at most, and every other rival cell cites a source the
 * page lists (docs/decisions/2026-11-23-comparisons.md).
 */
const folder = join(import.meta.dirname, '..', '..', 'content', 'compare');
// index.mdx is the hub (/compare), which quotes these pages and has no table of its own.
const files = readdirSync(folder).filter((name) => name.endsWith('.mdx') && !name.startsWith('index.'));

/** "Not stated" (and its near relations) in each language's words. */
const NOT_STATED: Record<string, RegExp> = {
  en: /not stated|not confirmed/gi,
  da: /ikke oplyst|ikke bekræftet/gi,
  nb: /ikke oppgitt|ikke bekreftet/gi,
};

function read(file: string) {
  const text = readFileSync(join(folder, file), 'utf8');
  const { sources, rows } = readComparisonFile(text, file);
  const language = /\.(da|nb)\.mdx$/.exec(file)?.[1] ?? 'en';
  return { text, sources, rows, language };
}

describe.each(files)('content/compare/%s', (file) => {
  const page = read(file);
  const notStated = NOT_STATED[page.language]!;

  it('says "not stated" at most once', () => {
    expect((page.text.match(notStated) ?? []).length).toBeLessThanOrEqual(1);
  });

  it('gives every rival cell a source the page lists, except the one "not stated" cell', () => {
    for (const row of page.rows) {
      const rival = row.cells[1];
      if (typeof rival === 'string' && new RegExp(notStated.source, 'i').test(rival)) continue;
      expect(rival, `${row.label}: the rival cell needs a source`).toMatchObject({
        source: expect.any(Number),
      });
      const source = (rival as { source: number }).source;
      expect(source, row.label).toBeGreaterThanOrEqual(1);
      expect(source, row.label).toBeLessThanOrEqual(page.sources.length);
    }
  });

  it('has the same rows and sources as the English page', () => {
    const english = read(file.replace(/\.(da|nb)\.mdx$/, '.mdx'));
    expect(page.rows.map((row) => (row.cells[1] as { source?: number }).source)).toEqual(
      english.rows.map((row) => (row.cells[1] as { source?: number }).source),
    );
    expect(page.sources.map((source) => source.url)).toEqual(english.sources.map((source) => source.url));
  });
});

describe('the not-stated check', () => {
  it('finds the phrase in each language', () => {
    expect('Not stated in the docs'.match(NOT_STATED.en!)).toHaveLength(1);
    expect('Ikke oplyst i dokumentationen'.match(NOT_STATED.da!)).toHaveLength(1);
    expect('Ikke oppgitt i dokumentasjonen'.match(NOT_STATED.nb!)).toHaveLength(1);
  });
});
