/**
 * The id of a doc's breadcrumbs bar (breadcrumbs, "Copy as Markdown", "View as Markdown"). The
 * docs' head names it in `<link rel="expect" blocking="render">` (docusaurus.config.ts), so a
 * browser that would paint a page before it has parsed the whole bar (a slow connection, a
 * busy machine) waits for it: painted half-parsed, the bar's right-aligned actions sat beside
 * the breadcrumbs and jumped below them when the rest arrived (a layout shift of about 0.009 at
 * 390 px).
 */
export const DOCS_BAR_ID = 'bv-docs-bar';
