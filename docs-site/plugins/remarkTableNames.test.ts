import type { Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import remarkTableNames from './remarkTableNames';

async function tableProps(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkTableNames);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const props: unknown[] = [];
  visit(tree, 'table', (node: Table) => {
    props.push(node.data?.hProperties);
  });
  return props;
}

const table = '| A | B |\n| --- | --- |\n| 1 | 2 |\n';

describe('remarkTableNames', () => {
  it('names each table after the heading above it, numbering several under one heading', async () => {
    const markdown = `${table}\n## Plan fields {#plan-fields}\n\n${table}\n### Worked *example* {#example}\n\n${table}\nText.\n\n${table}`;
    expect(await tableProps(markdown)).toEqual([
      {},
      { 'data-heading': 'Plan fields' },
      { 'data-heading': 'Worked example', 'data-number': 1 },
      { 'data-heading': 'Worked example', 'data-number': 2 },
    ]);
  });
});
