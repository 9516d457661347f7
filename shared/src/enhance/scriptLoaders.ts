import { SITE_SCRIPT_SRC } from './markers';

/**
 * Inline JavaScript that adds a module script for `src` to the head. The page loaders (the site
 * script's, an island's) run it once it is their turn; each decides only when. The request asks
 * for low priority: an added module script is otherwise fetched at high priority, which
 * Lighthouse reads as render-blocking, so whenever it ended before the largest paint its
 * download was counted on the simulated LCP's path.
 */
export const appendModuleScript = (src: string) =>
  `var s=document.createElement("script");s.type="module";s.fetchPriority="low";s.src="${src}";document.head.appendChild(s)`;

/**
 * Inline JavaScript that runs `body` once the page has loaded and painted its first text: `load`
 * alone can come before the first paint on a fast connection. A browser without paint timing
 * runs it at `load`.
 */
const afterFirstPaint = (body: string) =>
  `addEventListener("load",function(){function go(){${body}}var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})},{once:true})`;

/**
 * The inline loader of the site script, on marketing and docs pages alike: it fetches and runs
 * the script once the page has loaded and shown its text, so it never competes with the text,
 * styles and font of the first paint. `load` alone is not enough: on a fast connection it fires
 * before the first paint (measured: load at 161 ms, first contentful paint at 216 ms on
 * /pricing), and a request that starts before the largest paint counts against it in
 * Lighthouse's simulated LCP. On a docs page, where the script was a module in the head, loading
 * it this way took the simulated LCP from 1,511 ms (3 runs) to 1,350-1,361 ms. A browser without
 * paint timing loads it at `load`. Menus and links work without the script in the meantime (they
 * are platform parts); it adds the locale cookie, `aria-expanded`, the contents highlight and
 * the copy buttons' work. The build swaps in the script's hashed name and the policy names the
 * loader's hash (scripts/build-steps).
 */
export const SITE_SCRIPT_LOADER = afterFirstPaint(appendModuleScript(SITE_SCRIPT_SRC));

/**
 * The inline loader of an island's entry: it adds the module script once the page has loaded and
 * the browser is next idle, so the tool's code (React and the tool, some 80 KB gzip) never
 * competes with the prerendered page's text, styles and images for the first paint. What a
 * visitor types before then is kept (useTypedBeforeHydration). The build points `src` at the
 * entry's hashed file (scripts/build-steps/islands.ts); the policy names the loader's hash.
 * Waiting for the first paint as well (afterFirstPaint) was measured and left: on /calculator it
 * took the simulated LCP from 1,356-1,802 ms to 1,352-1,362 (8 runs), but TBT from 71-116 ms to
 * 58-302 (median about 195) and the performance score from 0.99-1 to 0.93-1, since the island's
 * evaluation and hydration then always fall after the first paint.
 */
export const islandLoader = (src: string) =>
  `addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){${appendModuleScript(src)}})},{once:true})`;
