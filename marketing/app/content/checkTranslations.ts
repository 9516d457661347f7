import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { listContentFiles } from './listContentFiles';
import { kindOf, PAGE_KINDS, type PageKind } from './pageKinds';
import { englishLeft, type PageText } from './translations';

/** Front matter keys whose values are not prose: addresses, dates, names and switches. */
const NOT_PROSE = new Set(['href', 'url', 'date', 'reviewed', 'view', 'image', 'customer', 'person', 'author', 'kind', 'term', 'hide', 'include', 'width', 'example', 'noindex']);

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

/** A content file's text, read from disk. */
function declaredKind(value: unknown): PageKind | undefined {
  return PAGE_KINDS.find((kind) => kind === value);
}

export function readPageText(folder: string, file: string, path: string): PageText & { internal: boolean } {
  const text = readFileSync(join(folder, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`content/${file}: no front matter`);
  const data = parse(match[1] ?? '') as Record<string, unknown> | null;
  return { file, fields: proseFields(data ?? {}), body: match[2] ?? '', internal: kindOf(path, declaredKind(data?.kind)) === 'internal' };
}

/**
 * The translation problems of the content folder: an English page without its Danish or
 * Norwegian file (internal pages excepted), and translated text that is still the English.
 */
export function translationProblems(folder: string): string[] {
  const files = listContentFiles(folder);
  const problems: string[] = [];
  for (const source of files.filter((entry) => entry.language === 'en')) {
    const english = readPageText(folder, source.file, source.path);
    if (english.internal) continue;
    for (const language of ['da', 'nb'] as const) {
      const translation = files.find((entry) => entry.path === source.path && entry.language === language);
      if (!translation) {
        problems.push(`content/${source.file}: no ${language} text (add ${source.file.replace(/\.mdx$/, `.${language}.mdx`)})`);
        continue;
      }
      problems.push(...englishLeft(english, readPageText(folder, translation.file, translation.path)).map((problem) => `content/${problem}`));
    }
  }
  return problems;
}
