import { BRAND_NAME } from '../brand.ts';

/** What every marketing page's `<title>` ends with. */
export const TITLE_SUFFIX = ` | ${BRAND_NAME}`;

/** The longest `<title>` a search engine shows whole, suffix included (about 60 characters). */
export const MAX_TITLE_LENGTH = 60;

/** A page's `<title>`: its own title, then the brand. */
export function documentTitle(title: string): string {
  return `${title}${TITLE_SUFFIX}`;
}

/**
 * A title's length as a search engine counts it: the characters a reader sees, so an "ø" or an
 * emoji is one, and a soft hyphen (which never shows in a title) is none.
 */
export function titleLength(title: string): number {
  return [...title.replace(/\u00ad/g, '')].length;
}
