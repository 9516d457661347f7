/**
 * Writes the docs' structure as Docusaurus built it, for the steps after the build that publish
 * the docs again in another form (the Markdown twins, llms.txt): every doc's URL, source file,
 * title and description, and the sidebar as readers see it, in its order, with its labels
 * (docs/decisions/2026-11-27-docs-structure-from-docusaurus.md). Those steps read this file
 * instead of working out Docusaurus's URL and sidebar rules again, so they cannot drift from
 * the pages.
 *
 * Written in `postBuild` into each locale's build folder (`build/docs-structure.json`,
 * `build/da-DK/docs-structure.json`); the assembly does not publish it.
 */
import { writeFileSync } from 'node:fs';
import { posix, join } from 'node:path';
import type { LoadedContent, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import type { Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';

/** The file's name in each locale's build folder. */
export const DOCS_STRUCTURE_FILE = 'docs-structure.json';

/** The sidebar the docs have (sidebars.ts). */
const SIDEBAR = 'docs';

/** One doc as Docusaurus loaded it. */
export interface StructureDoc {
  id: string;
  /**
   * Its URL path as the build publishes and links it, with the locale's base and the site's
   * `trailingSlash` applied: `/docs/billing/invoices`, `/docs/billing` (a category's page), `/da-DK/docs/`.
   */
  permalink: string;
  /** The source file relative to its content folder (docs/ or the locale's translated folder). */
  file: string;
  /** Where Docusaurus read it, relative to the docs site's folder: Docusaurus's `source` without `@site/`. */
  source: string;
  title: string;
  description: string;
  /** `beta: true` in its front matter (the page then shows the beta note). */
  beta: boolean;
}

/** A sidebar entry as the reader sees it: a doc's link, or a category with its own link and entries. */
export type StructureItem =
  | { type: 'doc'; label: string; href: string; docId: string }
  | { type: 'category'; label: string; href?: string; docId?: string; items: StructureItem[] }
  | { type: 'link'; label: string; href: string };

export interface DocsStructure {
  locale: string;
  /** Every doc the build made a page of, in Docusaurus's order. */
  docs: StructureDoc[];
  /** The `docs` sidebar, in its order. */
  sidebar: StructureItem[];
  /** Every route the locale's build wrote (`routesPaths`). */
  routes: string[];
}

/** The file of a doc relative to its content folder: its folder (as Docusaurus names it) and name. */
function contentFile(doc: { source: string; sourceDirName: string }): string {
  const name = posix.basename(doc.source);
  return doc.sourceDirName === '.' ? name : `${doc.sourceDirName}/${name}`;
}

/** The sidebar props the theme renders (Docusaurus's `toSidebarsProp`), in our smaller shape. */
function structureItems(
  items: PropSidebarItem[],
  docIdOf: (href: string) => string | undefined,
  url: UrlOf,
): StructureItem[] {
  return items.flatMap((item): StructureItem[] => {
    if (item.type === 'category') {
      const href = item.href === undefined ? undefined : url(item.href);
      const docId = href === undefined ? undefined : docIdOf(href);
      return [
        {
          type: 'category',
          label: item.label,
          ...(href && { href }),
          ...(docId && { docId }),
          items: structureItems(item.items, docIdOf, url),
        },
      ];
    }
    if (item.type === 'link') {
      return item.docId
        ? [{ type: 'doc', label: item.label, href: url(item.href), docId: item.docId }]
        : [{ type: 'link', label: item.label, href: item.href }];
    }
    return [];
  });
}

/** How the build writes a URL path: Docusaurus's own `trailingSlash` rule, from the site's config. */
export type UrlOf = (path: string) => string;

/**
 * The structure of one locale's docs from the docs plugin's loaded content and the build's
 * routes. Docusaurus gives an index page the permalink `/docs/billing/` and publishes and links
 * it as `/docs/billing` (`trailingSlash: false`): `url` applies that rule to every URL here.
 */
export function docsStructure(
  content: LoadedContent,
  locale: string,
  routes: string[],
  url: UrlOf = (path) => path,
): DocsStructure {
  const [version, ...others] = content.loadedVersions;
  if (!version || others.length > 0) throw new Error('docs-structure: expected one docs version');
  const docs = version.docs.map((doc): StructureDoc => ({
    id: doc.id,
    permalink: url(doc.permalink),
    file: contentFile(doc),
    source: doc.source.replace(/^@site\//, ''),
    title: doc.title,
    description: doc.description,
    beta: doc.frontMatter.beta === true,
  }));
  const byPermalink = new Map(docs.map((doc) => [doc.permalink, doc.id]));
  const sidebar = toSidebarsProp(version)[SIDEBAR];
  if (!sidebar) throw new Error(`docs-structure: no sidebar named ${SIDEBAR}`);
  return {
    locale,
    docs,
    sidebar: structureItems(sidebar, (href) => byPermalink.get(href), url),
    routes: [...routes].sort(),
  };
}

export default function docsStructurePlugin(): Plugin {
  return {
    name: 'docs-structure',
    async postBuild({ plugins, outDir, routesPaths, i18n, siteConfig }) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      if (!docsPlugin) throw new Error('docs-structure: the docs plugin is not loaded');
      const { trailingSlash, baseUrl } = siteConfig;
      const structure = docsStructure(
        docsPlugin.content as LoadedContent,
        i18n.currentLocale,
        routesPaths,
        (path) => applyTrailingSlash(path, { trailingSlash, baseUrl }),
      );
      writeFileSync(join(outDir, DOCS_STRUCTURE_FILE), `${JSON.stringify(structure, null, 1)}\n`);
    },
  };
}
