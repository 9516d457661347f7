/**
 * Reading the docs' translations beside their English sources: the pages Docusaurus builds
 * at /da-DK/docs/ and /nb-NO/docs/ from i18n/{locale}/docusaurus-plugin-content-docs/current/.
 * Support sends one link per language, so a translated page keeps its English page's
 * explicit heading ids, and its front matter keeps the same keys (the build and the twins
 * read them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DOCS_LOCALES, type DocsLocale } from '@web/shared';

export const DOCS_FOLDER = join(import.meta.dirname, '..', '..', 'docs');
export const I18N_FOLDER = join(import.meta.dirname, '..', '..', 'i18n');

/** Where a locale's translated pages sit. */
export function translatedFolder(locale: DocsLocale, i18n: string = I18N_FOLDER): string {
  return join(i18n, locale, 'docusaurus-plugin-content-docs', 'current');
}

/** Every Markdown page under a folder, relative to it with forward slashes. */
export function markdownFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The explicit heading ids of a page (`## Heading {#id}`), outside code blocks, in order. */
export function headingIds(source: string): string[] {
  const text = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  return [...text.matchAll(/^#{1,6}\s.*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1]!);
}

/** The top-level keys of a page's front matter, sorted. */
export function frontMatterKeys(source: string): string[] {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^([A-Za-z_][\w-]*)\s*:/gm)].map((match) => match[1]!).sort();
}

/** How a translation differs from its English page in what links and the build rely on. */
export function translationDefects(english: string, translated: string): string[] {
  const defects: string[] = [];
  const ids = headingIds(english);
  const theirs = headingIds(translated);
  const missing = ids.filter((id) => !theirs.includes(id));
  const extra = theirs.filter((id) => !ids.includes(id));
  if (missing.length > 0) defects.push(`heading ids missing: ${missing.join(', ')}`);
  if (extra.length > 0) defects.push(`heading ids the English page lacks: ${extra.join(', ')}`);
  const keys = frontMatterKeys(english).join(', ');
  const theirKeys = frontMatterKeys(translated).join(', ');
  if (keys !== theirKeys) defects.push(`front matter keys [${theirKeys}], English has [${keys}]`);
  return defects;
}

/** One translated page and its English source. */
export interface TranslatedPage {
  locale: DocsLocale;
  file: string;
  english: string | null;
  translated: string;
}

/** Every translated page of every docs locale, with its English source (null when there is none). */
export function translatedPages(docs: string = DOCS_FOLDER, i18n: string = I18N_FOLDER): TranslatedPage[] {
  return DOCS_LOCALES.flatMap((locale) =>
    markdownFiles(translatedFolder(locale, i18n)).map((file) => {
      const englishPath = join(docs, file);
      return {
        locale,
        file,
        english: existsSync(englishPath) ? readFileSync(englishPath, 'utf8') : null,
        translated: readFileSync(join(translatedFolder(locale, i18n), file), 'utf8'),
      };
    }),
  );
}

/**
 * A page's prose, for wording checks: the words a reader sees, without front matter keys' names,
 * code (blocks and inline), link targets, heading ids, imports and component attributes, which
 * hold file names and API fields (`subscription`, `setup-outgoing-e-mail-address`) rather than words.
 */
export function proseOf(source: string): string {
  return source
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, '')
    .replace(/\s[\w-]+=("[^"]*"|\{[^}]*\})/g, ' ')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/^(\s*)[A-Za-z_][\w-]*:\s/gm, '$1');
}
