import { SEARCH_SCRIPT_SRC, SITE_SCRIPT_SRC } from './markers';

/**
 * The scripts pages load by a fixed URL, and the source each is built from (relative to this
 * folder). The build bundles each into /assets/{name}-{hash}.js and points the URL at it; the
 * marketing dev server serves the source at the same URL.
 */
export const PAGE_SCRIPTS = [
  { src: SITE_SCRIPT_SRC, name: 'site', entry: 'main.ts' },
  { src: SEARCH_SCRIPT_SRC, name: 'search', entry: 'search/main.ts' },
] as const;

export type PageScript = (typeof PAGE_SCRIPTS)[number];

/** The absolute path of a page script's source. */
export function pageScriptSource(script: PageScript): string {
  return decodeURIComponent(new URL(script.entry, import.meta.url).pathname);
}
