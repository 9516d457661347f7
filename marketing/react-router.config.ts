import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { LOCALES, localizedPath } from '@web/shared';
import { contentPagePaths } from './app/content/files';
import { listContentFiles } from './app/content/listContentFiles';

/** The marketing pages, unprefixed; each is also published under every locale. */
const PAGES = contentPagePaths(listContentFiles(join(import.meta.dirname, 'content')));

export default {
  ssr: false,
  // Paths without a trailing slash: a slashed path prerenders an empty shell (docs/decisions/2026-11-23-toolchain-notes.md).
  // `/404` and `/{locale}/404` are rendered at 200 here and published as 404.html files by the
  // build script.
  async prerender() {
    const localized = PAGES.flatMap((page) => [
      page,
      ...LOCALES.map((locale) => localizedPath(page, locale)),
    ]);
    return [
      ...localized.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)),
      '/404',
      ...LOCALES.map((locale) => `/${locale}/404`),
    ];
  },
} satisfies Config;
