import { SITE_SCRIPT_SRC } from '@web/shared';

/**
 * The inline loader of the site script on marketing pages: it fetches and runs the script once
 * the page has loaded, so it never competes with the text, styles and images of the first
 * paint. The menus work without it in the meantime (they are platform parts); it only adds the
 * locale cookie, `aria-expanded` and the table of contents highlight.
 */
export const SITE_SCRIPT_LOADER = `addEventListener("load",function(){var s=document.createElement("script");s.type="module";s.src="${SITE_SCRIPT_SRC}";document.head.appendChild(s)},{once:true})`;
