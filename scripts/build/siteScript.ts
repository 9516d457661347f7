import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { SITE_SCRIPT_SRC } from '@web/shared';
import { ROOT } from '../paths';

/** The site script's source: the one script a content page loads. */
export const SITE_SCRIPT_ENTRY = join(ROOT, 'shared', 'src', 'enhance', 'main.ts');

/** Bundles and minifies the site script; returns its code. */
export async function bundleSiteScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: SITE_SCRIPT_ENTRY, formats: ['es'], fileName: 'site' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the site script built to no chunk');
  return chunk.code;
}

/**
 * Writes the site script under a content-hashed name (so /assets/ can be cached for a year)
 * and returns its public path; pages reference SITE_SCRIPT_SRC until `linkSiteScript` swaps it.
 */
export function writeSiteScript(out: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const path = `/assets/site-${hash}.js`;
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, path), code);
  return path;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The placeholder as an attribute value (quoted or not: the docs' minified HTML drops quotes)
 * or as a string in the marketing pages' inline loader.
 */
const PLACEHOLDER = new RegExp(`(\\ssrc=["']?|["'])${escapeRegExp(SITE_SCRIPT_SRC)}(?=["'\\s>])`, 'g');

/** A page's HTML with its references to the site script pointing at the hashed file. */
export function linkSiteScript(html: string, hashedPath: string): string {
  return html.replace(PLACEHOLDER, `$1${hashedPath}`);
}
