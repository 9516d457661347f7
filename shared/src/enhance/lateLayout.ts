import { MARKERS } from './markers';

type Schedule = (task: () => void) => void;

/** The browser's next idle moment; WebKit has no idle callbacks, so a short timer there. */
const whenIdle: Schedule = (task) => {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 16);
};

/**
 * Lays out the parts the page left to be laid out late (`content-visibility: auto` until they near
 * the viewport: the footer, the section blocks after a page's first, the pricing matrix), one part
 * per idle moment, so that no task is long.
 *
 * The late layout keeps a page's first layout to its top, which is what takes blocking time off the
 * first paint (docs/decisions/2026-11-28-web-font-and-lcp.md). But until a part is laid out the
 * page only guesses its height: the scrollbar and a jump to an anchor are off by the difference,
 * and tools that read boxes (axe in Lighthouse) see a part's text outside the part and judged its
 * colours against whatever lay there instead. Laid out in idle time, every part has its true box
 * a moment after the page has loaded (docs/decisions/2026-11-29-late-layout-in-idle-time.md).
 */
export function layOutLateParts(root: Document, schedule: Schedule = whenIdle): void {
  const parts = [...root.querySelectorAll(`[${MARKERS.lateLayout}]`)];
  const next = () => {
    const part = parts.shift();
    if (!part) return;
    // A part wholly above the viewport (the visitor jumped past it) keeps its marker: its true
    // height would move what the visitor is reading in an engine without scroll anchoring
    // (WebKit), and the browser lays it out anyway if the visitor scrolls back to it. The
    // stylesheets defer only a part that carries the marker: without it, it is laid out.
    if (part.getBoundingClientRect().bottom >= 0) part.removeAttribute(MARKERS.lateLayout);
    schedule(next);
  };
  schedule(next);
}
