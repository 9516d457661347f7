import type { TranslatedLanguage } from '@web/shared';
import { contentFileInfo } from './files';
import { type FrontMatter, parseFrontMatter } from './schema';
import type { TocEntry } from '@web/shared';

/** One content file, validated: its place, front matter and contents. */
export interface ContentEntry {
  file: string;
  path: string;
  language: TranslatedLanguage;
  frontMatter: FrontMatter;
  toc: TocEntry[];
}

// Build time only (route loaders): every file's front matter and contents, validated once.
const modules = import.meta.glob<{ frontmatter?: unknown; toc: TocEntry[] }>('../../content/**/*.mdx', {
  eager: true,
});

const entries: ContentEntry[] = Object.entries(modules).map(([key, module]) => {
  const file = key.replace('../../content/', '');
  const info = contentFileInfo(file);
  if (!info) throw new Error(`content/${file}: the file name must be name.mdx or name.{en,da,nb}.mdx`);
  return { ...info, frontMatter: parseFrontMatter(module.frontmatter, file, info.path), toc: module.toc };
});

/** The page at a path in a language: its own text where one exists, the English one otherwise. */
export function findEntry(path: string, language: TranslatedLanguage): ContentEntry | undefined {
  const forPath = entries.filter((entry) => entry.path === path);
  return (
    forPath.find((entry) => entry.language === language) ?? forPath.find((entry) => entry.language === 'en')
  );
}

/** The languages a page has its own text in. */
export function languagesOf(path: string): TranslatedLanguage[] {
  return entries.filter((entry) => entry.path === path).map((entry) => entry.language);
}

/** A list page's entries (the pages one level below it), newest first where they are dated. */
export function entriesBelow(path: string, language: TranslatedLanguage): ContentEntry[] {
  const children = new Set(
    entries
      .filter(
        (entry) => entry.path.startsWith(`${path}/`) && !entry.path.slice(path.length + 1).includes('/'),
      )
      .map((entry) => entry.path),
  );
  return [...children]
    .map((child) => findEntry(child, language))
    .filter((entry): entry is ContentEntry => entry !== undefined)
    .sort(
      (a, b) =>
        (b.frontMatter.date ?? '').localeCompare(a.frontMatter.date ?? '') || a.path.localeCompare(b.path),
    );
}
