import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Element, type HtmlPage, readHtml } from '../html';
import { DIST, readDist } from './dist';

// The checks read pages through the one parsed-page model the build and the server use.
export { attr, descendants, type Element, insideOf, scriptText, textOf } from '../html';

/**
 * A built page parsed by an HTML parser (parse5, the algorithm browsers use), for the checks
 * on every page's static properties: one model instead of a regular expression per question.
 */
export interface ParsedPage {
  path: string;
  page: HtmlPage;
  elements: Element[];
  find(test: (element: Element) => boolean): Element[];
}

/** The built file a site path is served from (`/pricing` → pricing/index.html, `/docs/api` → docs/api.html). */
export function fileOf(path: string): string {
  const bare = path.replace(/^\/|\/$/g, '');
  for (const candidate of [`${bare}.html`, `${bare}/index.html`, bare === '' ? 'index.html' : '']) {
    if (candidate && existsSync(join(DIST, candidate))) return candidate;
  }
  throw new Error(`no built file for ${path}`);
}

export function parsePage(path: string): ParsedPage {
  const page = readHtml(readDist(fileOf(path)));
  return { path, page, elements: page.elements, find: (test) => page.find(test) };
}

/** The site paths a sitemap in dist/ lists. */
export function sitemapPaths(file: string): string[] {
  return [...readDist(file).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}
