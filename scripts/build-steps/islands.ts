import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { linkScript } from './siteScript';

/**
 * The marketing tools' islands (marketing/app/islands, built by marketing/vite.islands.config.ts
 * into assets/islands/ with a Vite manifest). Pages load an island's entry by a fixed URL
 * (`/assets/islands/{name}.js`) from an inline loader that waits for the load event and an idle
 * moment; here each points at its hashed file. Nothing is preloaded: a preload would compete
 * with the page's first paint, which is what the loader waits to avoid (docs/decisions/2026-11-23-javascript-only-where-a-page-needs-it.md).
 */

export const ISLANDS_DIR = 'assets/islands';
const BASE = `/${ISLANDS_DIR}/`;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  css?: string[];
}

export interface IslandLinks {
  /** The fixed URL of each entry, with its hashed file. */
  entries: Map<string, { file: string }>;
}

/** Reads the islands' manifest in dist/ and takes it (and the styles the pages already link) out. */
export function readIslands(out: string): IslandLinks {
  const folder = join(out, ISLANDS_DIR);
  const manifestFile = join(folder, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`marketing build has no islands manifest (${manifestFile})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entries = new Map<string, { file: string }>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    entries.set(`${BASE}${chunk.name}.js`, { file: `${BASE}${chunk.file}` });
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

/** A page with its islands' loaders pointed at their hashed entries. */
export function linkIslands(html: string, { entries }: IslandLinks): string {
  let linked = html;
  for (const [src, { file }] of entries) linked = linkScript(linked, src, file);
  return linked;
}
