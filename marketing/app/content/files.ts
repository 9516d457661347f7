import { PATHS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@web/shared';

/** Where a content file sits: its page path and the language its text is in. */
export interface ContentFile {
  /** Relative to the content folder, with forward slashes: `features/billing.da.mdx`. */
  file: string;
  /** The unprefixed page path: `/features/billing`. */
  path: string;
  language: TranslatedLanguage;
}

/**
 * Pages whose address is not their file name. The AI page's slug carries the product name,
 * so its path comes from the brand constant (PATHS) rather than from a file name.
 */
const PATH_OVERRIDES: Record<string, string> = {
  '/features/ai': PATHS.ai,
};

/** Reads a content file's name: `blog/index.nb.mdx` is the Norwegian text of `/blog`. */
export function contentFileInfo(file: string): ContentFile | null {
  const match = /^(?<stem>.+?)(?:\.(?<language>[a-z]{2}))?\.mdx$/.exec(file);
  if (!match?.groups) return null;
  const language = (match.groups.language ?? 'en') as TranslatedLanguage;
  if (!TRANSLATED_LANGUAGES.includes(language)) return null;
  const stem = match.groups.stem ?? '';
  const bare = stem === 'index' ? '/' : `/${stem.replace(/\/index$/, '')}`;
  return { file, path: PATH_OVERRIDES[bare] ?? bare, language };
}

/** The page paths with an English text: every page the site publishes from content. */
export function contentPagePaths(files: ContentFile[]): string[] {
  return files.filter((entry) => entry.language === 'en').map((entry) => entry.path);
}
