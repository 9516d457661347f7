import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { PAGE_SCRIPTS, type PageScript, pageScriptSource } from '@web/shared/page-scripts';
import { escapeRegExp } from '../html';

/** Bundles and minifies one page script into a single self-contained module; returns its code. */
export async function bundlePageScript(script: PageScript): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: pageScriptSource(script),
        // The search script's entry exports what the site script calls.
        preserveEntrySignatures: 'strict',
        output: { format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${script.entry} built to ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}

/** A page script's code with the fixed URLs of the scripts it loads pointing at their hashed files. */
function withLinks(code: string, hashed: Map<string, string>): string {
  let linked = code;
  for (const [src, path] of hashed) linked = linkScript(linked, src, path);
  return linked;
}

/**
 * Bundles every page script and writes each under a content-hashed name (so /assets/ can be
 * cached for a year). The search script is written first: the site script names its file.
 * Returns each fixed URL with the hashed path that replaces it.
 */
export async function writePageScripts(out: string): Promise<Map<string, string>> {
  const hashed = new Map<string, string>();
  mkdirSync(join(out, 'assets'), { recursive: true });
  // Scripts that others load come last in PAGE_SCRIPTS; write them first.
  for (const script of [...PAGE_SCRIPTS].reverse()) {
    const code = withLinks(await bundlePageScript(script), hashed);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
    const path = `/assets/${script.name}-${hash}.js`;
    writeFileSync(join(out, path), code);
    hashed.set(script.src, path);
  }
  return hashed;
}

/**
 * Points references to a fixed script URL at its hashed file: as an attribute value (quoted or
 * not: the docs' minified HTML drops quotes) or as a string (the marketing pages' inline
 * loader, the site script's import of the search).
 */
export function linkScript(text: string, src: string, hashedPath: string): string {
  const placeholder = new RegExp(`(\\ssrc=["']?|["'\`])${escapeRegExp(src)}(?=["'\`\\s>])`, 'g');
  return text.replace(placeholder, `$1${hashedPath}`);
}

/** A page's HTML with its references to every page script pointing at the hashed files. */
export function linkPageScripts(html: string, hashed: Map<string, string>): string {
  return withLinks(html, hashed);
}
