/**
 * Whether a page is served as a CDN would serve it: the page and every script and stylesheet it
 * links come back brotli-encoded with their own Content-Type. The bench checks both its sites
 * before measuring: a stock peer sent uncompressed (no build-time copies) downloads several times
 * its real bytes, and Lighthouse then reports an LCP four times too slow for it (a run at
 * 2026-11-27 23:20 measured the peer at LCP 4,760 ms that way).
 */

import { attr, hasToken, readHtml } from './html';

const EXPECTED_TYPE: Record<string, RegExp> = {
  page: /^text\/html/,
  script: /^(text|application)\/javascript/,
  stylesheet: /^text\/css/,
};

/** The same-origin scripts and stylesheets a page's HTML links, quoted or not. */
export function linkedAssets(html: string): { path: string; kind: 'script' | 'stylesheet' }[] {
  const assets = new Map<string, 'script' | 'stylesheet'>();
  for (const element of readHtml(html).elements) {
    if (element.tagName === 'script') {
      const src = attr(element, 'src');
      if (src?.startsWith('/')) assets.set(src, 'script');
    } else if (element.tagName === 'link' && hasToken(element, 'rel', 'stylesheet')) {
      const href = attr(element, 'href');
      if (href?.startsWith('/')) assets.set(href, 'stylesheet');
    }
  }
  return [...assets].map(([path, kind]) => ({ path, kind }));
}

/** One line per response that is not brotli-encoded or carries the wrong type; none when sound. */
export async function servingProblems(origin: string, pagePath: string): Promise<string[]> {
  const problems: string[] = [];
  const check = async (path: string, kind: keyof typeof EXPECTED_TYPE): Promise<string> => {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const encoding = response.headers.get('content-encoding') ?? 'none';
    if (response.status !== 200) problems.push(`${path}: status ${response.status}`);
    if (!EXPECTED_TYPE[kind]!.test(type)) problems.push(`${path}: ${kind} sent as ${type || 'no type'}`);
    // A file under a kilobyte is sent as it is (scripts/files/encoded.ts), as CDNs do.
    if (encoding !== 'br' && body.length >= 1024)
      problems.push(`${path}: ${kind} sent with encoding ${encoding}`);
    return body;
  };
  const html = await check(pagePath, 'page');
  for (const asset of linkedAssets(html)) await check(asset.path, asset.kind);
  return problems;
}
