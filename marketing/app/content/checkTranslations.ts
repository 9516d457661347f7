import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { englishLeft, type PageText } from './translations';

// Node only, and loaded by Vite's config: no imports of the TypeScript shared package here.

/** Front matter keys whose values are not prose: addresses, dates, names and switches. */
const NOT_PROSE = new Set([
  'href',
  'url',
  'date',
  'reviewed',
  'view',
  'image',
  'customer',
  'person',
  'author',
  'kind',
  'term',
  'hide',
  'include',
  'width',
  'inputs',
  'noindex',
]);

/** Every prose string in front matter, by its dotted name (`header.link.label`, `results.0.label`). */
export function proseFields(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return prefix ? { [prefix]: value } : {};
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !NOT_PROSE.has(key))
      .flatMap(([key, inner]) => Object.entries(proseFields(inner, prefix ? `${prefix}.${key}` : key))),
  );
}

/** A content file's text, read from disk, and whether it is an internal page. */
export function readPageText(folder: string, file: string): PageText & { internal: boolean } {
  const text = readFileSync(join(folder, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/${file}: no front matter`);
  const data = parse(match[1] ?? '') as Record<string, unknown> | null;
  return {
    file,
    fields: proseFields(data ?? {}),
    body: match[2] ?? '',
    // Internal pages (`_blocks.mdx`, the block preview) are for the team, in English only.
    internal: data?.kind === 'internal' || file.startsWith('_'),
  };
}

/** The English content files: `name.mdx`, without a language before the extension. */
function englishFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[^.]+\.mdx$/.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The translation problems of the content folder: an English page without its Danish or
 * Norwegian file (internal pages excepted), and translated text that is still the English.
 */
export function translationProblems(folder: string): string[] {
  const problems: string[] = [];
  for (const file of englishFiles(folder)) {
    const english = readPageText(folder, file);
    if (english.internal) continue;
    for (const language of ['da', 'nb'] as const) {
      const translated = file.replace(/\.mdx$/, `.${language}.mdx`);
      if (!existsSync(join(folder, translated))) {
        problems.push(`content/${file}: no ${language} text (add ${translated})`);
        continue;
      }
      for (const problem of englishLeft(english, readPageText(folder, translated)))
        problems.push(`content/${problem}`);
    }
  }
  return problems;
}
