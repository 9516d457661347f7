/**
 * The per-page sweeps (every docs page, every marketing page: load, errors, axe) visit one page
 * of each kind by default, and every page with E2E_FULL=1, for occasional runs. What every
 * page must have that needs no browser (one H1, lang, ids, alt text, link names, table
 * headers, breadcrumbs, contents) is checked on every page from the built files
 * (scripts/built/pageStatics.test.ts).
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
