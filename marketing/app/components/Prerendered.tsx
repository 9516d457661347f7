import type { ReactNode } from 'react';

// The same object on every render, so React never sees a change to write into the DOM.
const KEEP_AS_IS = { __html: '' };

/**
 * A part of a hydrating page that never changes in the browser (the header, the footer, the
 * page's text): the build renders it, and when the page hydrates React adopts the element
 * without touching what is inside it (an element with `dangerouslySetInnerHTML` has no
 * children to hydrate). So its code need not ship: write the children as
 * `{import.meta.env.SSR && <Part />}` and the browser build drops `Part` and what only it
 * imports. Its stylesheets still load. The wrapper is `display: contents`, so layout is as if
 * it were not there (direct-child CSS selectors are the exception: wrap whole blocks).
 */
export function Prerendered({ children }: { children?: ReactNode }) {
  if (import.meta.env.SSR) return <div className="prerendered">{children}</div>;
  return <div className="prerendered" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_AS_IS} />;
}
