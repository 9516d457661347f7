import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isGeneratedDoc } from '@web/shared';
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
        // The generated API reference (plain ASCII) stays out, so the metrics do not depend on a build having run.
        .filter(
          (entry) =>
            !isGeneratedDoc(relative(join(ROOT, 'docs-site/docs'), join(entry.parentPath, entry.name))),
        )
        .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
    )
    .join('\n');
}
