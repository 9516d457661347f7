/**
 * E2E_FULL=1 buys the occasional full runs: axe on every sitemap URL (axe-full.spec.ts) and the
 * 320 px overflow sweep on every Danish and Norwegian page (translations.spec.ts). Ordinary runs
 * take one page per template and state (axe-states.spec.ts, and `sweep` below). What every
 * page must have that needs no browser (one H1, lang, ids, alt text, link names, table headers,
 * breadcrumbs, contents, links) is checked on every page from the built files (scripts/site-checks/).
 */
export const FULL = process.env.E2E_FULL === '1';

/** All paths with E2E_FULL=1; otherwise the first path of each kind (`kindOf`, by default the first segment). */
export function sweep(paths: string[], kindOf = (path: string) => path.split('/')[1] ?? ''): string[] {
  if (FULL) return paths;
  const seen = new Set<string>();
  return paths.filter((path) => {
    const kind = kindOf(path);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}
