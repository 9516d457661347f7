import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceBrandTokens } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listContentFiles } from './listContentFiles';
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

/** Pages exempt from the depth rule (DECISIONS.md): lists, forms and the contact page. */
const EXEMPT = [
  '/blog',
  '/cases',
  '/dictionary',
  '/book-demo',
  '/newsletter',
  '/book-demo/thanks',
  '/newsletter/thanks',
  '/company/contact',
  '/integrations',
  // A tool page: its method (formula, assumptions, sources) is drawn from data, not prose.
  '/calculator',
];

describe.each(files)('content/$file', ({ file, path }) => {
  const { data, body } = read(file);

  it('has front matter the schema accepts', () => {
    expect(() => parseFrontMatter(data, file)).not.toThrow();
  });

  const integrationPage = /^\/integrations\/[^/]+$/.test(path);

  it.skipIf(EXEMPT.includes(path) || integrationPage)('has at least 300 words of prose', () => {
    expect(proseWords(body)).toBeGreaterThanOrEqual(300);
  });

  // An integration page sits beside its side card: what it syncs, how often, how to set it up.
  it.runIf(integrationPage)('has at least 150 words of prose, as an integration page', () => {
    expect(proseWords(body)).toBeGreaterThanOrEqual(150);
  });

  it('never writes the product name itself: it uses the brand token', () => {
    const raw = readFileSync(join(folder, file), 'utf8').replace(/https:\/\/[^\s)]+/g, '');
    expect(raw).not.toMatch(/Billvard/i);
  });
});

describe('titles and descriptions', () => {
  it.each(['en', 'da', 'nb'] as const)('are unique among the %s pages', (language) => {
    const pages = new Map(
      files.filter((entry) => entry.language === 'en').map((entry) => [entry.path, entry.file]),
    );
    for (const entry of files.filter((candidate) => candidate.language === language))
      pages.set(entry.path, entry.file);
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const file of pages.values()) {
      const frontMatter = parseFrontMatter(read(file).data, file);
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
