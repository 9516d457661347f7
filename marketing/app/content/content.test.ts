import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  documentTitle,
  MAX_TITLE_LENGTH,
  replaceBrandTokens,
  replaceFigureTokens,
  titleLength,
} from '@web/shared';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listContentFiles } from './listContentFiles';
import { KIND_RULES, kindOf } from './pageKinds';
import { parseFrontMatter } from './schema';

const folder = join(import.meta.dirname, '..', '..', 'content');
const files = listContentFiles(folder);

/** Splits a content file into its front matter and its body. */
function read(file: string) {
  const text = replaceBrandTokens(readFileSync(join(folder, file), 'utf8'));
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/${file}: no front matter`);
  try {
    return { data: parse(match[1] ?? '') as unknown, body: match[2] ?? '' };
  } catch (error) {
    throw new Error(`content/${file}: front matter is not valid YAML: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Words of running text: code blocks, tables, headings and link targets left out. */
export function proseWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => !line.startsWith('|') && !line.startsWith('#'))
    .join('\n')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe.each(files)('content/$file', ({ file, path }) => {
  const { data, body } = read(file);

  it('has front matter the schema accepts', () => {
    expect(() => parseFrontMatter(data, file, path)).not.toThrow();
  });

  // The depth rule by kind: lists, forms and tools are exempt; an integration page sits beside
  // its side card and needs 150 words; every other page 300.
  const kind = kindOf(path, (data as { kind?: Parameters<typeof kindOf>[1] } | null)?.kind);
  const minWords = KIND_RULES[kind].minWords;
  it.runIf(minWords > 0)(`has at least ${minWords} words of prose, as a ${kind} page`, () => {
    expect(proseWords(body)).toBeGreaterThanOrEqual(minWords);
  });

  it('never writes the product name itself: it uses the brand token', () => {
    const raw = readFileSync(join(folder, file), 'utf8').replace(/https:\/\/[^\s)]+/g, '');
    expect(raw).not.toMatch(/Billvard/i);
  });
});

// The browser build replaces every content file with an empty component (marketing/vite.config.ts,
// contentStubInBrowserBuild): a stylesheet a content file imported would be lost from the site.
it('no content file imports a module: what a page draws comes from its layout', () => {
  // An import, or an export that re-exports from another module.
  const importing = files
    .filter(({ file }) => /^import\s|^export\s[^\n]*\sfrom\s/m.test(read(file).body))
    .map(({ file }) => file);
  expect(importing).toEqual([]);
});

describe('titles and descriptions', () => {
  it.each(files.filter((entry) => !entry.file.startsWith('_')))(
    'content/$file: the <title>, " | Billvard" included, fits in 60 characters',
    ({ file, path, language }) => {
      const frontMatter = parseFrontMatter(read(file).data, file, path);
      const title = documentTitle(replaceFigureTokens(frontMatter.pageTitle ?? frontMatter.title, language));
      expect(titleLength(title), title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    },
  );

  it.each(['en', 'da', 'nb'] as const)('are unique among the %s pages', (language) => {
    const pages = new Map(
      files.filter((entry) => entry.language === 'en').map((entry) => [entry.path, entry.file]),
    );
    for (const entry of files.filter((candidate) => candidate.language === language))
      pages.set(entry.path, entry.file);
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const [path, file] of pages) {
      const frontMatter = parseFrontMatter(read(file).data, file, path);
      const title = frontMatter.pageTitle ?? frontMatter.title;
      expect(seen.titles.has(title), `${file}: title "${title}" is used twice`).toBe(false);
      expect(seen.descriptions.has(frontMatter.description), `${file}: description is used twice`).toBe(
        false,
      );
      seen.titles.add(title);
      seen.descriptions.add(frontMatter.description);
    }
  });
});

describe('proseWords', () => {
  it('counts running text and leaves out code, tables, headings and link targets', () => {
    expect(
      proseWords('## Heading here\n\nOne two [three](/x/y/z).\n\n| a | b |\n\n```\ncode words\n```\nfour'),
    ).toBe(4);
  });
});
