/**
 * Writes the API reference pages and the published OpenAPI file before Docusaurus reads the
 * docs (docs/decisions/2026-11-27-api-reference.md). `writeApiReference` runs when the config
 * loads (build and dev alike); the plugin re-runs it in `npm run dev` when openapi.yaml changes.
 * Both outputs are build products, ignored by git: the reference folder under docs-site/docs and
 * docs-site/static/api/openapi.json and .yaml.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { PUBLISHED_SPEC, REFERENCE_FOLDER, referencePages } from './pages';
import { loadSpec, SPEC_FILE, specText } from './spec';

const SITE = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Writes a file only when its text changed, so the dev server does not reload for nothing. */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes the reference pages (removing any a tag no longer has) and the published file. */
export function writeApiReference(site = SITE): { pages: number } {
  const spec = loadSpec();
  const folder = join(site, 'docs', REFERENCE_FOLDER);
  const pages = referencePages(spec);
  const wanted = new Set(pages.map((page) => page.file));
  if (existsSync(folder)) {
    for (const file of readdirSync(folder))
      if (!wanted.has(file)) rmSync(join(folder, file), { recursive: true });
  }
  for (const page of pages) writeIfChanged(join(folder, page.file), page.text);
  writeIfChanged(join(site, 'static', PUBLISHED_SPEC.yaml), specText());
  writeIfChanged(join(site, 'static', PUBLISHED_SPEC.json), `${JSON.stringify(spec, null, 2)}\n`);
  return { pages: pages.length - 1 };
}

/** Rewrites the reference in `npm run dev` when the OpenAPI file changes. */
export default function apiReference(): Plugin {
  return {
    name: 'api-reference',
    getPathsToWatch: () => [SPEC_FILE],
    loadContent: async () => {
      writeApiReference();
    },
  };
}
