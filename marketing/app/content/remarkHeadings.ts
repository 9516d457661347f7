import { parse } from 'acorn';
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
// By path: the Vite config loads this plugin with Node, which cannot import the TypeScript package by name.
// eslint-disable-next-line no-restricted-imports -- the one way in for Node-loaded config code (see above)
import { buildToc, type HeadingInfo } from '../../../shared/src/content/toc.ts';

/**
 * Gives every heading an id (its explicit `{#id}`, else a GitHub-style slug) and exports the page's table of contents
 * as `toc`, so the layout reads it without parsing the body (headings inside section blocks
 * get ids but no entry). An h3 before any h2 fails the
 * build with the file named. Headings get no soft hyphens: they do not hyphenate
 * (docs/decisions/2026-11-27-type-grid-and-marks.md).
 */
/** `## Heading {#stable-id}`: an explicit id that survives rewording and translation. */
const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

/**
 * MDX reads `{…}` as a JavaScript expression, so before it parses a file the explicit ids at the
 * end of heading lines are escaped into plain text, which remarkHeadings then takes off again.
 */
export function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6} .*?)\s*\{#([a-z0-9][a-z0-9-]*)\}[ \t]*$/gm, '$1 \\{#$2\\}');
}

/** Takes an explicit `{#id}` off the end of a heading's text, returning the id. */
function takeExplicitId(node: Heading): string | null {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return null;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return null;
  last.value = last.value.slice(0, match.index);
  return match[1] ?? null;
}

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: HeadingInfo[] = [];
    // Headings written inside a section block (`<Columns>`'s `###` cards) belong to the block's
    // own heading, a prop the contents never see: they get ids, but no contents entry.
    const inBlocks = new Set<Heading>();
    visit(tree, 'mdxJsxFlowElement', (element) => {
      visit(element, 'heading', (node: Heading) => {
        inBlocks.add(node);
      });
    });
    visit(tree, 'heading', (node: Heading) => {
      const explicit = takeExplicitId(node);
      const title = toString(node);
      const id = explicit ?? slugger.slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (!inBlocks.has(node)) headings.push({ depth: node.depth, id, title });
    });
    const name = file.path ? file.path.slice(file.path.lastIndexOf('/content/') + 1) : 'a content file';
    const value = `export const toc = ${JSON.stringify(buildToc(headings, name))};`;
    tree.children.unshift({
      type: 'mdxjsEsm',
      value,
      data: { estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as never },
    } as never);
  };
}
