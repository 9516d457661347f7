import { SITE_SCRIPT_SRC } from '@web/shared';
import { appendModuleScript } from './moduleScript';

/**
 * The inline loader of the site script on marketing pages: it fetches and runs the script once
 * the page has loaded and shown its text, so it never competes with the text, styles and images
 * of the first paint. `load` alone is not enough: on a fast connection it fires before the first
 * paint (measured: load at 161 ms, first contentful paint at 216 ms on /pricing), and a request
 * that starts before the largest paint counts against it in Lighthouse's simulated LCP. A browser
 * without paint timing loads it at `load`. The menus work without the script in the meantime
 * (they are platform parts); it only adds the locale cookie, `aria-expanded` and the table of
 * contents highlight.
 */
export const SITE_SCRIPT_LOADER = `addEventListener("load",function(){function go(){${appendModuleScript(SITE_SCRIPT_SRC)}}var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:true})},{once:true})`;
