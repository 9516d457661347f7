/**
 * Markup helpers that both the build (scripts/build/) and the local server (scripts/server/)
 * use: they share them through this module rather than importing from each other.
 */

/** HTML-escapes text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The inline script both apps put first in `<head>` to set `data-theme` (ours, or Docusaurus's). */
function isColorSchemeScript(script: string, body: string): boolean {
  return !/^<script\b[^>]*\bsrc=/i.test(script) && /setAttribute\((["'])data-theme\1/.test(body);
}

/**
 * Removes every script and module preload, for a page that must not hydrate (a form page sent
 * back with the visitor's values), except the inline script that sets the colour scheme before
 * the first paint: without it a visitor who chose dark would get a light page.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>([\s\S]*?)<\/script>/gi, (script, body: string) =>
      isColorSchemeScript(script, body) ? script : '',
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}
