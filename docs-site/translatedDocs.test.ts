import { join } from 'node:path';
import { glossaryViolations } from '@web/shared';
import { describe, expect, it } from 'vitest';
import {
  frontMatterKeys,
  headingIds,
  proseOf,
  translatedPages,
  translationDefects,
} from './src/data/translatedDocs';

const pages = translatedPages();
const FIXTURES = join(import.meta.dirname, 'test-fixtures');

describe('a translated docs page', () => {
  it('is read with its heading ids and front matter keys', () => {
    const source = '---\ntitle: X\ndescription: Y\n---\n\n## A {#a}\n\n```md\n## B {#b}\n```\n\n### C {#c}\n';
    expect(headingIds(source)).toEqual(['a', 'c']);
    expect(frontMatterKeys(source)).toEqual(['description', 'title']);
  });

  it('is caught when it changes a heading id or drops a front matter key (fixture)', () => {
    const [fixture] = translatedPages(join(FIXTURES, 'docs'), join(FIXTURES, 'i18n'));
    expect(fixture?.file).toBe('billing/sample.md');
    expect(translationDefects(fixture!.english!, fixture!.translated)).toEqual([
      'heading ids missing: credit-an-invoice',
      'heading ids the English page lacks: krediter-en-faktura',
      'front matter keys [description, title], English has [description, sidebar_position, title]',
    ]);
    expect(glossaryViolations(proseOf(fixture!.translated), 'da').map((v) => v.found)).toEqual([
      'kreditnote',
    ]);
  });
});

describe.each(['da-DK', 'nb-NO'] as const)('the %s docs', (locale) => {
  const own = pages.filter((page) => page.locale === locale);

  it('translate only pages the English docs have', () => {
    expect(own.filter((page) => page.english === null).map((page) => page.file)).toEqual([]);
  });

  it('keep every English heading id and front matter key, so one anchor works in every language', () => {
    const defects = own
      .filter((page) => page.english !== null)
      .flatMap((page) =>
        translationDefects(page.english!, page.translated).map((defect) => `${page.file}: ${defect}`),
      );
    expect(defects).toEqual([]);
  });

  it('follow the glossary (no avoided spelling in the text readers see)', () => {
    const language = locale === 'da-DK' ? 'da' : 'nb';
    const found = own.flatMap((page) =>
      glossaryViolations(proseOf(page.translated), language).map(
        (v) => `${page.file}: "${v.found}", use "${v.use}"`,
      ),
    );
    expect(found).toEqual([]);
  });
});
