import { attr, hasToken, type HtmlPage, parseHtml, scriptText } from './page';

/** The inline script both apps put first in `<head>` to set `data-theme` (ours, or Docusaurus's). */
function isColorSchemeScript(page: HtmlPage, script: (typeof page.elements)[number]): boolean {
  return attr(script, 'src') === undefined && /setAttribute\((["'])data-theme\1/.test(scriptText(script));
}

/**
 * Removes every script and module preload, for a page that must not hydrate (a form page sent
 * back with the visitor's values), except the inline script that sets the colour scheme before
 * the first paint: without it a visitor who chose dark would get a light page.
 */
export function stripScripts(html: string): string {
  const page = parseHtml(html);
  for (const element of page.elements) {
    const script = element.tagName === 'script' && !isColorSchemeScript(page, element);
    const preload = element.tagName === 'link' && hasToken(element, 'rel', 'modulepreload');
    if (script || preload) page.remove(element);
  }
  return page.toString();
}
