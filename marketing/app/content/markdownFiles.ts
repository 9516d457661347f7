import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { GENERATED_DOCS_FOLDER } from '@web/shared';

/** The repository's root, which content checks name their files from. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * Every Markdown and MDX file under a folder, as a path from the repository root; written
 * content only (the API reference the docs build generates is checked by its own tests).
 */
export function markdownFiles(folder: string): string[] {
  return (readdirSync(join(REPO_ROOT, folder), { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) =>
      relative(REPO_ROOT, join(REPO_ROOT, folder, file))
        .split(sep)
        .join('/'),
    )
    .filter((file) => !file.startsWith(`docs-site/docs/${GENERATED_DOCS_FOLDER}/`))
    .sort();
}
