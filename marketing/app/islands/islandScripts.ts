import { appendModuleScript } from '../moduleScript';

/**
 * The tools that run in the browser as islands
 * (docs/decisions/2026-11-23-javascript-only-where-a-page-needs-it.md): each has an entry module
 * here (`{name}.tsx`), built by `vite.islands.config.ts`
 * into /assets/islands/. Pages load an entry by this fixed URL; the build swaps in its hashed file
 * (scripts/build-steps/islands.ts).
 */
export const ISLANDS = ['calculator', 'catalogue'] as const;

export type IslandName = (typeof ISLANDS)[number];

/** Where the islands' files are published. */
export const ISLANDS_BASE = '/assets/islands/';

/** The fixed URL a page loads an island's entry from. */
export const islandSrc = (name: IslandName) => `${ISLANDS_BASE}${name}.js`;

/**
 * The inline loader of an island's entry: it adds the module script once the page has loaded and
 * the browser is next idle, so the tool's code (React and the tool, some 80 KB gzip) never
 * competes with the prerendered page's text, styles and images for the first paint. What a
 * visitor types before then is kept (useTypedBeforeHydration). The build points `src` at the
 * entry's hashed file (scripts/build-steps/islands.ts); the policy names the loader's hash.
 */
export const islandLoader = (src: string) =>
  `addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){${appendModuleScript(src)}})},{once:true})`;
