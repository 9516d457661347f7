import { createHash } from 'node:crypto';
import { SEARCH_DIALOG_ID } from '@web/shared';
import { attr, type Element, type HtmlPage, parseHtml, scriptText } from '../html';

/** The policy every page's `<meta>` carries besides its own script hashes. */
export const META_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  // Mantine and Docusaurus set inline styles; scripts are the part that must stay strict.
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The bodies of a page's inline scripts, in document order (scripts with `src` excluded). */
export function inlineScripts(html: string | HtmlPage): string[] {
  const page = typeof html === 'string' ? parseHtml(html) : html;
  return page
    .find((element) => element.tagName === 'script' && attr(element, 'src') === undefined)
    .map(scriptText)
    .filter((body) => body !== '');
}

/** The CSP source expression for one inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The full meta policy for a page whose inline scripts are `bodies`. A page that can open the
 * search may compile WebAssembly (Pagefind's search runs in it): `'wasm-unsafe-eval'` allows
 * exactly that, where `'unsafe-eval'` would allow `eval` too.
 */
export function pagePolicy(bodies: string[], { search = false }: { search?: boolean } = {}): string {
  const hashes = [...new Set(bodies.map(scriptHash))];
  const sources = ["script-src 'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...hashes];
  return [...META_POLICY, sources.join(' ')].join('; ');
}

/** Whether a page carries the search dialog. */
export function hasSearch(html: string | HtmlPage): boolean {
  const page = typeof html === 'string' ? parseHtml(html) : html;
  return (
    page.first((element) => element.tagName === 'dialog' && attr(element, 'id') === SEARCH_DIALOG_ID) !==
    undefined
  );
}

const isCspMeta = (element: Element) =>
  element.tagName === 'meta' && attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/**
 * Puts the page's CSP `<meta>` first in its head (after the charset, which must stay in the
 * first bytes), allowing exactly the inline scripts the page has. Replaces an earlier one.
 */
export function addCspMeta(html: string): string {
  return addCspMetaTo(parseHtml(html)).toString();
}

/** addCspMeta's edits, on a page parsed for other edits too. */
export function addCspMetaTo(page: HtmlPage): HtmlPage {
  for (const old of page.find(isCspMeta)) page.remove(old);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(inlineScripts(page), { search: hasSearch(page) })}">`;
  const charset = page.first(
    (element) => element.tagName === 'meta' && attr(element, 'charset') !== undefined,
  );
  if (charset) return page.insertAfter(charset, meta);
  const head = page.tag('head');
  if (!head?.sourceCodeLocation) throw new Error('page has no <head>');
  return page.prepend(head, meta);
}

// The server strips scripts from pages it sends back: the function lives where both share it.
export { stripScripts } from '../html';
