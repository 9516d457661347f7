import { join } from 'node:path';
import { LOCALES, localizedPath } from '@web/shared';
import { contentPagePaths } from '../app/content/files';
import { listContentFiles } from '../app/content/listContentFiles';

/**
 * Every path the marketing build writes as a page: each content page unprefixed and under every
 * locale, then the not-found pages. Paths carry no trailing slash (`/pricing`, not `/pricing/`).
 * `/404` and `/{locale}/404` render at 200 here; the build script publishes them as 404.html.
 */
export function prerenderPaths(contentFolder = join(import.meta.dirname, '..', 'content')): string[] {
  const pages = contentPagePaths(listContentFiles(contentFolder));
  const localized = pages.flatMap((page) => [page, ...LOCALES.map((locale) => localizedPath(page, locale))]);
  return [
    ...localized.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)),
    '/404',
    ...LOCALES.map((locale) => `/${locale}/404`),
  ];
}

/** Path i goes to thread i mod n: neighbouring paths are the same page in other locales, of like cost. */
export function shares<T>(items: readonly T[], count: number): T[][] {
  const out = Array.from({ length: count }, (): T[] => []);
  items.forEach((item, index) => out[index % count]!.push(item));
  return out.filter((share) => share.length > 0);
}
