import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFileLanguage, findHandTypedFigures, replaceFigureTokens } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { markdownFiles, REPO_ROOT } from './markdownFiles';

const root = REPO_ROOT;

/** Each hand-typed figure of a file as one line: file, line, fact, the text and what to write instead. */
function problems(file: string): string[] {
  return findHandTypedFigures(readFileSync(join(root, file), 'utf8')).map(
    (found) => `${file}:${found.line}: ${found.fact} typed by hand ("${found.text}"); write ${found.use}`,
  );
}

const CONTENT = [...markdownFiles('marketing/content'), ...markdownFiles('docs-site/docs')];

describe('figures kept in data are never typed by hand in content', () => {
  it('finds the content to check', () => {
    expect(CONTENT.length).toBeGreaterThan(250);
  });

  it('no marketing page or doc retypes a price, allowance, rival rate or statutory figure', () => {
    expect(CONTENT.flatMap(problems)).toEqual([]);
  });

  it('every figure token in content names a known plan, rate or fact (docs are English)', () => {
    const broken = CONTENT.flatMap((file) => {
      try {
        replaceFigureTokens(readFileSync(join(root, file), 'utf8'), contentFileLanguage(file));
        return [];
      } catch (error) {
        return [`${file}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('a hand-typed "100 DKK" reminder fee fails, naming the file and the fact; a 100 DKK seat and a 25 % discount do not', () => {
    const fixture = 'marketing/app/content/__fixtures__/figures/hand-typed-fee.mdx';
    expect(problems(fixture)).toEqual([
      `${fixture}:5: reminder fee (DK) typed by hand ("100 DKK"); write %FACT:reminderFee% or <CountryFact fact="reminderFee" />`,
    ]);
  });
});
