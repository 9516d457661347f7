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
} as const;

/** The id of the site's mobile menu dialog (one per page). */
export const MOBILE_MENU_ID = 'bv-mobile-menu';

/** The URL pages load the site script from; the build swaps in the hashed file name. */
export const SITE_SCRIPT_SRC = '/assets/site.js';
