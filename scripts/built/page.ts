import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { DIST, readDist } from './dist';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/**
 * A built page parsed by an HTML parser (parse5, the algorithm browsers use), for the checks
 * on every page's static properties: one model instead of a regular expression per question.
 */
export interface ParsedPage {
  path: string;
  elements: Element[];
  find(test: (element: Element) => boolean): Element[];
}

export const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

const isElement = (node: Node): node is Element => 'tagName' in node;

/** The text a reader gets from an element (scripts and styles left out), spaces collapsed. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && ['script', 'style', 'template'].includes(node.tagName)) return '';
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(textOf).join('').replace(/\s+/g, ' ').trim();
}

/** Whether `element` sits inside an element passing `test`. */
export function insideOf(element: Element, test: (ancestor: Element) => boolean): boolean {
  let parent = element.parentNode as Node | null;
  while (parent && isElement(parent)) {
    if (test(parent)) return true;
    parent = parent.parentNode as Node | null;
  }
  return false;
}

/** The descendants of `root` that are elements, in document order. */
export function descendants(root: Node): Element[] {
  const out: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) out.push(node);
    const children =
      'content' in node && node.content
        ? node.content.childNodes
        : 'childNodes' in node
          ? node.childNodes
          : [];
    for (const child of children) walk(child);
  };
  walk(root);
  return out;
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
  const elements = descendants(parse(readDist(fileOf(path))) as Node);
  return { path, elements, find: (test) => elements.filter(test) };
}

/** The site paths a sitemap in dist/ lists. */
export function sitemapPaths(file: string): string[] {
  return [...readDist(file).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}
