import type { Plugin } from '@docusaurus/types';
import { SITE_SCRIPT_LOADER } from '@web/shared';

/**
 * The site script, loaded as on the marketing pages: by a small inline loader at the end of the
 * body, after the page has loaded and painted (SITE_SCRIPT_LOADER), rather than as a module in
 * the head, whose request competed with the stylesheet and the font for the first paint.
 */
export default function siteScriptLoader(): Plugin {
  return {
    name: 'bv-site-script-loader',
    injectHtmlTags: () => ({ postBodyTags: [{ tagName: 'script', innerHTML: SITE_SCRIPT_LOADER }] }),
  };
}
