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
 * Gives every heading an id (GitHub-style slug) and exports the page's table of contents
 * as `toc`, so the layout reads it without parsing the body. An h3 before any h2 fails the
 * build with the file named.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: HeadingInfo[] = [];
    visit(tree, 'heading', (node: Heading) => {
      const title = toString(node);
      const id = slugger.slug(title);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ depth: node.depth, id, title });
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
