import { MARKERS } from './markers';

/** Headings this far below the viewport's top (the sticky header's height and some air) count as read. */
const READ_LINE_PX = 120;

/**
 * Marks the table of contents entry of the section being read (`aria-current`): the last
 * heading scrolled past the read line, else the first.
 */
export function highlightToc(root: Document): void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(`[${MARKERS.toc}] a[href^="#"]`));
  if (links.length === 0) return;
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  let scheduled = false;
  const update = () => {
    scheduled = false;
    let current = ids[0];
    for (const id of ids) {
      const heading = root.getElementById(id);
      if (heading && heading.getBoundingClientRect().top <= READ_LINE_PX) current = id;
    }
    for (const link of links) {
      if (decodeURIComponent(link.hash.slice(1)) === current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  root.defaultView?.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
