/**
 * The visitor's colour scheme, one choice for both apps (docs/decisions/2026-11-23-dark-mode.md). It is
 * stored the way Docusaurus stores it, so the docs' own colour-mode code reads the same choice:
 * `localStorage.theme` holds "light" or "dark" once the visitor picks, nothing while the page
 * follows the system. `<html>` carries the scheme in effect (`data-theme`) and the choice
 * (`data-theme-choice`: light, dark or system).
 */

/** Docusaurus's key (theme-common, colorMode): the docs' site storage has no namespace. */
export const COLOR_SCHEME_STORAGE_KEY = 'theme';

export type ColorScheme = 'light' | 'dark';

/** A stored value as a choice; anything but "light" or "dark" means no choice (follow the system). */
export function storedChoice(value: string | null | undefined): ColorScheme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The inline script in the head of every marketing page: it sets the scheme before the first
 * paint, as the docs' Docusaurus script does, so no page flashes light before turning dark. It
 * reads only our key and writes only known values, so a tampered store cannot reach the page.
 * Mantine's attribute stays "light": its variables follow our tokens instead (site.css).
 * Its hash goes into the page's CSP at build time.
 */
export function colorSchemeScript(): string {
  return `(function(){var c=null;try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});if(s==="light"||s==="dark")c=s}catch(e){}var d=document.documentElement;d.setAttribute("data-theme",c||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"));d.setAttribute("data-theme-choice",c||"system")})();`;
}

/** The scheme in effect on a page, as its inline script set it. */
export function schemeOf(root: Document): ColorScheme {
  return root.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Applies and stores the visitor's choice. A store that refuses (private mode) only loses the memory. */
export function chooseScheme(root: Document, scheme: ColorScheme, storage: Storage | null): void {
  root.documentElement.setAttribute('data-theme', scheme);
  root.documentElement.setAttribute('data-theme-choice', scheme);
  try {
    storage?.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Storage full or disabled: the page still switches.
  }
}
