import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { attr, parseHtml } from '../html';
import { linkScript } from './siteScript';

/**
 * The marketing tools' islands (marketing/app/islands, built by marketing/vite.islands.config.ts
 * into assets/islands/ with a Vite manifest). Pages load an island's entry by a fixed URL
 * (`/assets/islands/{name}.js`); here each points at its hashed file, and the chunks the entry
 * imports are preloaded beside it, so they download together instead of one after another.
 */

export const ISLANDS_DIR = 'assets/islands';
const BASE = `/${ISLANDS_DIR}/`;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface IslandLinks {
  /** The fixed URL of each entry, with its hashed file and the files it imports. */
  entries: Map<string, { file: string; imports: string[] }>;
}

/** Every chunk an entry imports, directly or through another chunk. */
function importsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    importsOf(manifest, imported, seen);
  }
  return [...seen].map((chunk) => `${BASE}${manifest[chunk]!.file}`);
}

/** Reads the islands' manifest in dist/ and takes it (and the styles the pages already link) out. */
export function readIslands(out: string): IslandLinks {
  const folder = join(out, ISLANDS_DIR);
  const manifestFile = join(folder, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`marketing build has no islands manifest (${manifestFile})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entries = new Map<string, { file: string; imports: string[] }>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    entries.set(`${BASE}${chunk.name}.js`, {
      file: `${BASE}${chunk.file}`,
      imports: importsOf(manifest, key),
    });
  }
  rmSync(join(folder, '.vite'), { recursive: true });
  // The route modules import the same CSS, so the pages link it already.
  for (const chunk of Object.values(manifest)) {
    for (const css of [chunk.file, ...(chunk.css ?? [])].filter((file) => file.endsWith('.css'))) {
      rmSync(join(folder, css), { force: true });
    }
  }
  return { entries };
}

/** A page with its island entries pointed at their hashed files, their chunks preloaded. */
export function linkIslands(html: string, { entries }: IslandLinks): string {
  // Most pages load no island: they are not parsed.
  if (![...entries.keys()].some((src) => html.includes(src))) return html;
  const page = parseHtml(html);
  const linked: [string, string][] = [];
  for (const [src, { file, imports }] of entries) {
    const script = page.first(
      (element) =>
        element.tagName === 'script' && attr(element, 'type') === 'module' && attr(element, 'src') === src,
    );
    if (!script) continue;
    page.insertBefore(script, imports.map((chunk) => `<link rel="modulepreload" href="${chunk}"/>`).join(''));
    linked.push([src, file]);
  }
  // Then every reference to an entry's fixed URL (the tag's, and any loader's string) is pointed
  // at its hashed file.
  return linked.reduce((text, [src, file]) => linkScript(text, src, file), page.toString());
}
