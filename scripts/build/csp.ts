import { createHash } from 'node:crypto';
import { SEARCH_DIALOG_ID } from '@web/shared';

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

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The bodies of a page's inline scripts, in document order (scripts with `src` excluded). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attributes) && body !== '') bodies.push(body);
  }
  return bodies;
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

/** Whether a page carries the search dialog (quoted or not: the docs' HTML drops quotes). */
export function hasSearch(html: string): boolean {
  return new RegExp(`<dialog\\b[^>]*\\sid=["']?${SEARCH_DIALOG_ID}["'\\s>]`).test(html);
}

/**
 * Puts the page's CSP `<meta>` first in its head (after the charset, which must stay in the
 * first bytes), allowing exactly the inline scripts the page has. Replaces an earlier one.
 */
export function addCspMeta(html: string): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(inlineScripts(withoutOld), { search: hasSearch(withoutOld) })}">`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(withoutOld);
  if (charset) {
    const end = charset.index + charset[0].length;
    return withoutOld.slice(0, end) + meta + withoutOld.slice(end);
  }
  const head = /<head[^>]*>/i.exec(withoutOld);
  if (!head) throw new Error('page has no <head>');
  const end = head.index + head[0].length;
  return withoutOld.slice(0, end) + meta + withoutOld.slice(end);
}

// The server strips scripts from pages it sends back: the function lives where both share it.
export { stripScripts } from '../html';
