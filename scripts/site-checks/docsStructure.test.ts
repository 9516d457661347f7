import { join } from 'node:path';
import {
  DOCS_LOCALES,
  type DocsLocale,
  docsMarkdownPath,
  isEnglishOnlyDocsPath,
  SITE_ORIGIN,
} from '@web/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocsStructure, StructureItem } from '../../docs-site/plugins/docsStructure';
import { readDocsStructure } from '../build-steps/docsLanguages';
import { attr, hasToken, insideOf, readHtml } from '../html';
import { ROOT } from '../paths';
import { distFiles, readDist, requireDist } from './dist';

/**
 * The Markdown twins and llms.txt held to Docusaurus's own account of the docs: the
 * docs-structure.json each locale's docs build writes (docs-site/plugins/docsStructure.ts), from
 * the docs plugin's loaded content and the build's route list. The order and URLs here are
 * worked out from that file alone, not by the code that writes the twins.
 */
beforeAll(requireDist);

const DOCS_BUILD = join(ROOT, 'docs-site', 'build');

/** The pages of a sidebar in the order a reader meets them: a category's own page, then its entries. */
function sidebarOrder(items: StructureItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.href];
    if (item.type === 'link') return [];
    return [...(item.href && item.docId ? [item.href] : []), ...sidebarOrder(item.items)];
  });
}

/** The links of the docs sidebar a built page shows, in order. */
function renderedSidebar(html: string): string[] {
  const page = readHtml(html);
  const inSidebar = (element: Parameters<typeof attr>[0]) =>
    insideOf(element, (parent) => parent.tagName === 'nav' && hasToken(parent, 'class', 'menu'));
  return page
    .find(
      (element) => element.tagName === 'a' && hasToken(element, 'class', 'menu__link') && inSidebar(element),
    )
    .map((element) => attr(element, 'href') ?? '');
}

describe.each(['en', ...DOCS_LOCALES])('the docs in %s', (language) => {
  const locale: DocsLocale | null = language === 'en' ? null : (language as DocsLocale);
  const folder = locale ? `${locale}/` : '';
  let structure: DocsStructure;
  let order: string[] = [];
  beforeAll(() => {
    structure = readDocsStructure(DOCS_BUILD, locale);
    const inSidebar = sidebarOrder(structure.sidebar);
    const rest = structure.docs.map((doc) => doc.permalink).filter((url) => !inSidebar.includes(url));
    order = [...inSidebar, ...rest];
  });

  it("are described by Docusaurus's data, whose sidebar is the one the docs home shows", () => {
    expect(structure.docs.length).toBeGreaterThan(60);
    expect(renderedSidebar(readDist(`${folder}docs/index.html`))).toEqual(sidebarOrder(structure.sidebar));
  });

  it('have a twin for every page Docusaurus built, at its URL plus .md, and no other', () => {
    const routes = new Set(structure.routes);
    expect(structure.docs.map((doc) => doc.permalink).filter((url) => !routes.has(url))).toEqual([]);
    const expected = structure.docs.map((doc) => docsMarkdownPath(doc.permalink).slice(1)).sort();
    const published = distFiles()
      .filter((file) => file.startsWith(`${folder}docs/`) && file.endsWith('.md'))
      .sort();
    expect(published).toEqual(expected);
  });

  it('list the twins in llms.txt, and the pages in llms-full.txt, in the order of the sidebar', () => {
    const listed = [...readDist(`${folder}llms.txt`).matchAll(/\]\((https:\/\/[^)\s]+\.md)\)/g)].map(
      (match) => match[1],
    );
    expect(listed).toEqual(order.map((url) => `${SITE_ORIGIN}${docsMarkdownPath(url)}`));
    const full = [...readDist(`${folder}llms-full.txt`).matchAll(/^URL: (\S+)$/gm)].map((match) => match[1]);
    expect(full).toEqual(order.map((url) => `${SITE_ORIGIN}${url}`));
  });

  it("head llms.txt's docs lists with the sidebar's top-level categories, in its order", () => {
    const categories = structure.sidebar.flatMap((item) => (item.type === 'category' ? [item.label] : []));
    const headings = [...readDist(`${folder}llms.txt`).matchAll(/^## [^:\n]+: (.+)$/gm)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(categories);
  });

  it(locale ? 'leave out the English-only API reference' : 'include the API reference', () => {
    const reference = structure.docs.filter((doc) => isEnglishOnlyDocsPath(doc.permalink));
    if (locale) expect(reference).toEqual([]);
    else expect(reference.length).toBeGreaterThan(1);
  });
});
