import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  documentTitle,
  glossaryViolations,
  MAX_TITLE_LENGTH,
  replaceBrandTokens,
  replaceFigureTokens,
  titleLength,
} from '@web/shared';
import { describe, expect, it } from 'vitest';
import { proseFields, readPageText, translationProblems } from './checkTranslations';
import { listContentFiles } from './listContentFiles';
import { englishLeft, proseOf, sentencesOf } from './translations';

const english = {
  file: 'compare/x.mdx',
  fields: {
    title: '%BRAND% compared with Chargebee',
    description: 'How the two compare for Nordic companies.',
  },
  body: 'Chargebee charges a share of billing past a threshold. We charge a fixed price.\n\n| Point | Us |\n|---|---|\n| Direct debit in Denmark | Yes, Betalingsservice |\n',
};

describe('sentencesOf', () => {
  it('splits sentences, table cells and JSX strings, and leaves out code and link targets', () => {
    expect(
      sentencesOf(
        'One two three four. Five six seven eight!\n\n| a cell with four words | x |\n\n<Faq items={[{ question: "What does it cost you?" }]} />\n\n```\nconst code = "never compared at all";\n```\n[link text goes right here](/docs/some/long/path/to/page)',
      ),
    ).toEqual([
      'one two three four',
      'five six seven eight',
      'a cell with four words',
      'what does it cost you',
      'link text goes right here',
    ]);
  });
});

describe('englishLeft', () => {
  it('passes a real translation', () => {
    const danish = {
      file: 'compare/x.da.mdx',
      fields: {
        title: '%BRAND% sammenlignet med Chargebee',
        description: 'Sådan står de to i forhold til hinanden.',
      },
      body: 'Chargebee tager en andel af faktureringen over en grænse. Vi tager en fast pris.\n\n| Punkt | Os |\n|---|---|\n| Direkte debitering i Danmark | Ja, Betalingsservice |\n',
    };
    expect(englishLeft(english, danish)).toEqual([]);
  });

  it('names each English field and each English sentence left in the translation', () => {
    const half = {
      file: 'compare/x.da.mdx',
      fields: {
        title: '%BRAND% compared with Chargebee',
        description: 'Sådan står de to i forhold til hinanden.',
      },
      body: 'Chargebee tager en andel. We charge a fixed price.\n',
    };
    expect(englishLeft(english, half)).toEqual([
      'compare/x.da.mdx: title is the English text ("%BRAND% compared with Chargebee")',
      'compare/x.da.mdx: the body repeats the English sentence "we charge a fixed price"',
    ]);
  });

  it('lets one-word fields that are the same in both languages pass, but never a title', () => {
    const en = { file: 'a.mdx', fields: { industry: 'Fitness', title: 'MRR' }, body: '' };
    const da = { file: 'a.da.mdx', fields: { industry: 'Fitness', title: 'MRR' }, body: '' };
    expect(englishLeft(en, da)).toEqual(['a.da.mdx: title is the English text ("MRR")']);
  });
});

describe('proseFields', () => {
  it('walks nested front matter and leaves out addresses, dates and names', () => {
    expect(
      proseFields({
        title: 'T',
        date: '2026-01-01',
        header: { title: 'H', link: { label: 'L', href: '/x' } },
        results: [{ label: 'R' }],
        person: 'Ingrid',
      }),
    ).toEqual({ title: 'T', 'header.title': 'H', 'header.link.label': 'L', 'results.0.label': 'R' });
  });
});

describe('translationProblems', () => {
  function folderWith(files: Record<string, string>): string {
    const folder = mkdtempSync(join(tmpdir(), 'content-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(folder, name, '..'), { recursive: true });
      writeFileSync(join(folder, name), text);
    }
    return folder;
  }
  const page = (title: string, body: string) =>
    `---\ntitle: ${title}\ndescription: ${title}, kort\n---\n${body}\n`;

  it('reports a page without its Danish or Norwegian file, but not an internal page', () => {
    const folder = folderWith({
      'a.mdx': page('Alpha page', 'Some English text here.'),
      'a.da.mdx': page('Alfaside', 'Noget dansk tekst her.'),
      '_internal.mdx': '---\ntitle: Internal\ndescription: d\nkind: internal\n---\nText.\n',
    });
    expect(translationProblems(folder)).toEqual(['content/a.mdx: no nb text (add a.nb.mdx)']);
  });

  it('reports English left in a translation, with the file named', () => {
    const folder = folderWith({
      'a.mdx': page('Alpha page', 'Some English text stays here.'),
      'a.da.mdx': page('Alfaside', 'Some English text stays here.'),
      'a.nb.mdx': page('Alfaside', 'Litt norsk tekst her.'),
    });
    expect(translationProblems(folder)).toEqual([
      'content/a.da.mdx: the body repeats the English sentence "some english text stays here"',
    ]);
  });
});

describe('the content folder', () => {
  const folder = join(import.meta.dirname, '..', '..', 'content');
  const translated = listContentFiles(folder).filter((entry) => entry.language !== 'en');

  it('has a Danish and a Norwegian text for every page, and none of it is the English', () => {
    expect(translationProblems(folder)).toEqual([]);
  });

  describe.each(translated)('content/$file', ({ file, language }) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const { fields } = readPageText(folder, file);

    it("uses the glossary's words (code, addresses and tokens aside)", () => {
      // Addresses and view names are identifiers, in front matter (`view: erp`) and in block props (`view="erp"`).
      const prose = proseOf(text).replace(/(href|url|view)(: \S+|="[^"]*")/g, '');
      const found = glossaryViolations(prose, language as 'da' | 'nb').map(
        (v) => `"${v.found}", use "${v.use}"`,
      );
      expect(found).toEqual([]);
    });

    it('has a title of at most 60 characters with " | Billvard", and a description of 120-160', () => {
      const title = documentTitle(
        replaceFigureTokens(
          replaceBrandTokens(fields.pageTitle ?? fields.title ?? ''),
          language as 'da' | 'nb',
        ),
      );
      expect(titleLength(title), title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      const description = replaceFigureTokens(
        replaceBrandTokens(fields.description ?? ''),
        language as 'da' | 'nb',
      );
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    });
  });
});
