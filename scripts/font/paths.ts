import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths';

/** Where `npm run font` writes, relative to the repository root. */
export const FONT_DIR = 'marketing/public/fonts';
export const FONT_CSS = 'shared/src/styles/font.css';
export const FONT_MODULE = 'shared/src/styles/font.generated.ts';

/** The text the fallbacks' widths are matched over: every content file of both apps. */
export function contentText(): string {
  return ['marketing/content', 'docs-site/docs']
    .map((folder) => join(ROOT, folder))
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
        .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
    )
    .join('\n');
}
