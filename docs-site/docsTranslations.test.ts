import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { glossaryViolations, isGeneratedDoc } from '@web/shared';
import { describe, expect, it } from 'vitest';

/**
 * A translated docs page must be the English page in another language, not another page: the
 * same explicit heading ids (support sends one link per language), the same front matter apart
 * from the three text keys, the same data tokens (a figure typed in a translation is a figure no
 * test keeps), the same link targets, figures, components, call-out types and code blocks.
 */
const folder = join(import.meta.dirname, 'docs');
const i18nFolder = join(import.meta.dirname, 'i18n');
const twinFolder = (locale: string) => join(i18nFolder, locale, 'docusaurus-plugin-content-docs', 'current');

/** The glossary's language for each docs locale that has one. */
const GLOSSARY_LANGUAGE: Record<string, 'da' | 'nb' | undefined> = { 'da-DK': 'da', 'nb-NO': 'nb' };

const locales = existsSync(i18nFolder)
  ? readdirSync(i18nFolder).filter((locale) => existsSync(twinFolder(locale)))
  : [];

const files = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (/\.mdx?$/.test(entry.name) || entry.name === '_category_.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();

// The API reference is generated at build and English only (isGeneratedDoc).
const englishFiles = files(folder).filter((file) => !isGeneratedDoc(file));
const pages = englishFiles.filter((file) => /\.mdx?$/.test(file));
const categories = englishFiles.filter((file) => file.endsWith('_category_.json'));

/** Front-matter keys whose values are text for the reader; every other value stays as it is. */
const TEXT_KEYS = new Set(['title', 'description', 'sidebar_label']);

function split(text: string): { frontMatter: Map<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const entries = (match?.[1] ?? '')
    .split('\n')
    .map((line) => /^([A-Za-z_]+):\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1] ?? '', m[2] ?? ''] as const);
  return { frontMatter: new Map(entries), body: match ? text.slice(match[0].length) : text };
}

const withoutCode = (body: string) => body.replace(/```[\s\S]*?```/g, '');
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] ?? m[0]);

/** What a translation must keep from its source, each as a list in page order (or sorted). */
function skeleton(text: string) {
  const { frontMatter, body } = split(text);
  const prose = withoutCode(body);
  return {
    frontMatterKeys: [...frontMatter.keys()],
    frontMatterValues: [...frontMatter].filter(([key]) => !TEXT_KEYS.has(key)),
    headings: all(prose, /^(#{2,6} .*\{#[^}]+\})$/gm).map((line) =>
      line.replace(/^(#+) .*(\{#[^}]+\})$/, '$1 $2'),
    ),
    tokens: all(text, /(%[A-Z_]+(?::[A-Za-z0-9_.:-]+)?%)/g).sort(),
    links: all(prose, /\]\(([^)\s]+)\)/g).sort(),
    components: all(prose, /(<[A-Z][A-Za-z]*[^>]*>)/g),
    imports: all(body, /^(import .*)$/gm),
    callouts: all(prose, /^(:::[a-z]+)/gm),
    codeLanguages: all(body, /^```(\w*)/gm),
  };
}

describe.each(locales)('the %s docs', (locale) => {
  const twin = (file: string) => join(twinFolder(locale), file);

  it('translate every English page and category', () => {
    expect(englishFiles.filter((file) => !existsSync(twin(file)))).toEqual([]);
  });

  it('have no page the English docs lack', () => {
    expect(files(twinFolder(locale)).filter((file) => !englishFiles.includes(file))).toEqual([]);
  });

  describe.each(pages.filter((file) => existsSync(twin(file))))('%s', (file) => {
    const source = skeleton(readFileSync(join(folder, file), 'utf8'));
    const translation = skeleton(readFileSync(twin(file), 'utf8'));

    it('keeps the front matter keys and every value that is not text', () => {
      expect(translation.frontMatterKeys).toEqual(source.frontMatterKeys);
      expect(translation.frontMatterValues).toEqual(source.frontMatterValues);
    });

    it('keeps every heading id, level and order', () => {
      expect(translation.headings).toEqual(source.headings);
    });

    it('keeps every data token and link target', () => {
      expect(translation.tokens).toEqual(source.tokens);
      expect(translation.links).toEqual(source.links);
    });

    it('keeps its components, imports, call-out types and code blocks', () => {
      expect(translation.components).toEqual(source.components);
      expect(translation.imports).toEqual(source.imports);
      expect(translation.callouts).toEqual(source.callouts);
      expect(translation.codeLanguages).toEqual(source.codeLanguages);
    });

    const language = GLOSSARY_LANGUAGE[locale];
    it.runIf(language !== undefined)('uses the glossary terms', () => {
      // Code and inline code are identifiers (subscription.updated, email), not prose; heading
      // ids, link targets and component props are English on purpose.
      const text = withoutCode(readFileSync(twin(file), 'utf8'))
        .replace(/`[^`\n]*`/g, '')
        .replace(/\{#[^}]+\}|\]\([^)]*\)|<[A-Z][^>]*>/g, '');
      expect(glossaryViolations(text, language ?? 'da').map((v) => `"${v.found}", use "${v.use}"`)).toEqual(
        [],
      );
    });
  });

  describe.each(categories.filter((file) => existsSync(twin(file))))('%s', (file) => {
    it('translates the label and keeps every other key and value', () => {
      const source = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
      const translation = JSON.parse(readFileSync(twin(file), 'utf8')) as Record<string, unknown>;
      const { label: sourceLabel, ...sourceRest } = source;
      const { label, ...rest } = translation;
      expect(typeof label).toBe(typeof sourceLabel);
      expect(rest).toEqual(sourceRest);
    });
  });
});
