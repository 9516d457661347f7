import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The published folder. */
export const DIST = join(ROOT, 'dist');

/** Written last by a successful build; `npm start` compares sources against it. */
export const BUILD_STAMP = join(DIST, '.build-stamp');

/** What a build reads: a change under any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'shared/src',
  'marketing/app',
  'marketing/content',
  'marketing/public',
  'marketing/vite.config.ts',
  'marketing/react-router.config.ts',
  'marketing/prerender',
  'docs-site/docs',
  'docs-site/api',
  'docs-site/src',
  'docs-site/static',
  'docs-site/docusaurus.config.ts',
  'docs-site/sidebars.ts',
  'scripts/build-steps',
  'scripts/build.ts',
  'package-lock.json',
].map((path) => join(ROOT, path));
