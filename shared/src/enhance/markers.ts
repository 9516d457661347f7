/**
 * The attributes the shared components write into the markup and the site script looks for.
 * Markup and script meet only here, so a rename cannot leave one of them behind.
 */
export const MARKERS = {
  /** On a link that switches the site's locale; its value is the locale (empty: the default site). */
  localeChoice: 'data-locale-choice',
  /** On a desktop menu group (the `<li>` holding the button and its popover panel). */
  navGroup: 'data-nav-group',
  /** On a table of contents whose links the script highlights while reading. */
  toc: 'data-toc',
  /** On the header's button that switches between the light and the dark colour scheme. */
  themeToggle: 'data-theme-toggle',
  /** On a code block's copy button (docs): copies the block's code. */
  codeCopy: 'data-code-copy',
  /** On a code block's word-wrap button (docs): wraps or unwraps its lines. */
  codeWrap: 'data-code-wrap',
  /** On "Copy as Markdown" (docs); its value is the URL of the page's Markdown twin. */
  markdownCopy: 'data-markdown-copy',
  /**
   * On the docs' footer: the page is prerendered for the international site, and the site
   * script moves the site chrome (header, ribbon, footer) to the visitor's saved locale.
   */
  followsSavedLocale: 'data-follows-saved-locale',
  /** On a trust badge in a footer that follows the saved locale; its value is the badge. */
  trustBadge: 'data-trust-badge',
  /** On such a badge while the saved country does not show it (its room kept: nothing moves). */
  badgeOff: 'data-badge-off',
  /**
   * On the text of a Danish or Norwegian docs page that has no translation yet (Docusaurus built
   * it from the English file); its value is the English page's path. The build points such a
   * page's canonical at the English page and keeps it out of the search and the hreflang lists.
   */
  docsFallback: 'data-docs-fallback',
  /**
   * On a part the stylesheets leave unlaid-out until it nears the viewport (`content-visibility:
   * auto`): the footer, a section block after a page's first, the pricing matrix. The site script
   * takes it off one part at a time once the page is idle (enhance/lateLayout.ts).
   */
  lateLayout: 'data-late-layout',
} as const;

/** Spread onto a part laid out late (MARKERS.lateLayout). */
export const LATE_LAYOUT = { [MARKERS.lateLayout]: '' } as const;

/**
 * Attributes the site script sets on `<html>`: the stylesheets and the tests read them.
 */
export const PAGE_STATE = {
  /** Set when CSS anchor positioning does not place an element under its anchor (enhance/anchorCheck.ts). */
  anchorFallback: 'data-anchor-fallback',
  /** Set once the site script has run: the menus, search and scheme toggle are wired. */
  ready: 'data-ready',
} as const;

/**
 * What the search indexer reads (Pagefind's attributes): the element holding a page's own
 * content, and parts inside it that are not (a contents list repeats the headings).
 */
export const SEARCH_INDEX = {
  body: { 'data-pagefind-body': '' },
  ignore: { 'data-pagefind-ignore': '' },
} as const;

/** The id of the site's search dialog (one per page, in the header). */
export const SEARCH_DIALOG_ID = 'bv-search';

/**
 * The parts of the search dialog the search script fills in. Markup and script share these
 * names (plain class names, not CSS modules: the script builds result rows with them).
 */
export const SEARCH_PARTS = {
  input: 'bv-search-input',
  results: 'bv-search-results',
  status: 'bv-search-status',
  /** The radio group narrowing results to a section; each radio's value is a section or ''. */
  section: 'bv-search-section',
} as const;

/** The id of the site's mobile menu dialog (one per page). */
export const MOBILE_MENU_ID = 'bv-mobile-menu';

/** The URL pages load the site script from; the build swaps in the hashed file name. */
export const SITE_SCRIPT_SRC = '/assets/site.js';

/** The URL the site script loads the search from when the dialog first opens; hashed the same way. */
export const SEARCH_SCRIPT_SRC = '/assets/search.js';
