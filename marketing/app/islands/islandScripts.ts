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
