import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The repository's root, which content checks name their files from. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** Every Markdown and MDX file under a folder, as a path from the repository root. */
export function markdownFiles(folder: string): string[] {
  return (readdirSync(join(REPO_ROOT, folder), { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) =>
      relative(REPO_ROOT, join(REPO_ROOT, folder, file))
        .split(sep)
        .join('/'),
    )
    .sort();
}
