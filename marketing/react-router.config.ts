import type { Config } from '@react-router/dev/config';
import { LOCALES, localizedPath } from '@web/shared';

/** The marketing pages, unprefixed; each is also published under every locale. */
const PAGES = ['/'];

export default {
  ssr: false,
  // Paths without a trailing slash: a slashed path prerenders an empty shell (TOOLCHAIN.md).
  // `/404` is rendered at 200 here and published as 404.html by the build script.
  async prerender() {
    const localized = PAGES.flatMap((page) => [
      page,
      ...LOCALES.map((locale) => localizedPath(page, locale)),
    ]);
    return [...localized.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)), '/404'];
  },
} satisfies Config;
