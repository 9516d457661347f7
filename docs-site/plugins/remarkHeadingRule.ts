import { buildToc, type HeadingInfo } from '@web/shared';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * The spec's content rule for docs: a table of contents entry at h3 level with no h2 before
 * it fails the build, naming the file (the same rule the marketing pages follow).
 */
export default function remarkHeadingRule() {
  return (tree: Root, file: VFile) => {
    const headings: HeadingInfo[] = [];
    visit(tree, 'heading', (node: Heading) => {
      headings.push({ depth: node.depth, id: '', title: toString(node).replace(/\s*\{#[\w-]+\}\s*$/, '') });
    });
    const name = file.path ? file.path.slice(file.path.indexOf('/docs/') + 1) : 'a docs page';
    buildToc(headings, name);
  };
}
