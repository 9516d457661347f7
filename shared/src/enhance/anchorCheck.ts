import { PAGE_STATE } from './markers';

/** The probe sits here: far enough from the viewport's top left that landing there is telling. */
const AT = { top: 37, left: 53 };
/** How far from its button a popover may sit (its margin) and still count as placed beside it. */
const SLACK = 24;
/** Room kept between a placed popover and the viewport's edge. */
const EDGE = 8;

/**
 * Whether CSS anchor positioning puts an element where the menus need it: an invisible popover
 * placed the way the menus place their panels, measured. Where `anchor()` is unknown (Firefox
 * ESR 153) it stays put; where it parses but misplaces, it lands elsewhere.
 */
export function anchorPositioningWorks(root: Document): boolean {
  const anchor = root.createElement('div');
  const probe = root.createElement('div');
  anchor.style.cssText = `position:fixed;top:${AT.top}px;left:${AT.left}px;width:10px;height:10px;visibility:hidden;pointer-events:none`;
  anchor.style.setProperty('anchor-name', '--bv-anchor-check');
  probe.setAttribute('popover', 'manual');
  probe.style.cssText =
    'position:absolute;inset:auto;top:anchor(bottom);left:anchor(left);margin:0;padding:0;border:0;width:1px;height:1px;visibility:hidden;pointer-events:none';
  probe.style.setProperty('position-anchor', '--bv-anchor-check');
  root.body.append(anchor, probe);
  try {
    probe.showPopover();
  } catch {
    // No popover support: the probe is measured where it stands in the page.
  }
  const box = probe.getBoundingClientRect();
  const works = Math.abs(box.top - (AT.top + 10)) < 2 && Math.abs(box.left - AT.left) < 2;
  anchor.remove();
  probe.remove();
  return works;
}

/** Whether an open popover sits just under or just over its button, overlapping it sideways. */
export function landsBeside(popover: DOMRect, button: DOMRect): boolean {
  const below = popover.top >= button.bottom - 1 && popover.top <= button.bottom + SLACK;
  const above = popover.bottom <= button.top + 1 && popover.bottom >= button.top - SLACK;
  return (below || above) && popover.left <= button.right && popover.right >= button.left;
}

/** How far to move a box sideways to keep it inside a viewport `width` wide. */
export function shiftIntoView(box: DOMRect, width: number): number {
  if (box.right > width - EDGE) return Math.max(EDGE - box.left, width - EDGE - box.right);
  if (box.left < EDGE) return EDGE - box.left;
  return 0;
}

const invokerOf = (root: Document, popover: Element): Element | null =>
  popover.id ? root.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`) : null;

/**
 * The menus' popovers are placed under (or over) their buttons by CSS anchor positioning.
 * `@supports` cannot tell whether that works: WebKitGTK 2.50 parses it, yet a panel opened by
 * its button while the pointer rests on it lands at the viewport's top left. So the page is
 * marked (`data-anchor-fallback`) when a probe misplaces, or when a real popover opens away
 * from its button; marked, the stylesheets place popovers at the button's edges, which this
 * script hands them as custom properties (Header.module.css, footer.css). The probe itself is
 * `markAnchorFallback`, run apart from these listeners (see `enhancePage`).
 */
export function placePopoversWithoutAnchors(root: Document): void {
  const html = root.documentElement;
  const fallback = () => html.hasAttribute(PAGE_STATE.anchorFallback);
  const view = root.defaultView;
  if (!view) return;
  // Before it shows: the button's edges, so the first frame is already in place.
  root.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof view.HTMLElement) || (event as ToggleEvent).newState !== 'open') return;
      const button = invokerOf(root, popover)?.getBoundingClientRect();
      if (!button) return;
      popover.style.setProperty('--fallback-top', `${button.bottom}px`);
      popover.style.setProperty('--fallback-bottom', `${html.clientHeight - button.top}px`);
      popover.style.setProperty('--fallback-left', `${button.left}px`);
      popover.style.setProperty('--fallback-right', `${html.clientWidth - button.right}px`);
      popover.style.setProperty('--fallback-shift', '0px');
    },
    true,
  );
  // Once shown: check where it landed, and keep it inside the viewport.
  root.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof view.HTMLElement) || (event as ToggleEvent).newState !== 'open') return;
      const button = invokerOf(root, popover);
      if (!button) return;
      const anchored = popover.style.getPropertyValue('position-anchor') !== '';
      if (
        anchored &&
        !fallback() &&
        !landsBeside(popover.getBoundingClientRect(), button.getBoundingClientRect())
      )
        html.setAttribute(PAGE_STATE.anchorFallback, '');
      if (fallback())
        popover.style.setProperty(
          '--fallback-shift',
          `${shiftIntoView(popover.getBoundingClientRect(), html.clientWidth)}px`,
        );
    },
    true,
  );
}

/** Runs the probe and marks the page when anchor positioning misplaces (or is missing). */
export function markAnchorFallback(root: Document): void {
  if (!anchorPositioningWorks(root)) root.documentElement.setAttribute(PAGE_STATE.anchorFallback, '');
}
