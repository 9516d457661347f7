import type { Root, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** What this plugin gives each table element (read by src/components/TableScroll.tsx). */
export interface TableNameProps {
  /** The text of the heading the table sits under; absent before the first heading. */
  'data-heading'?: string;
  /** The table's place under that heading, when the heading has more than one table. */
  'data-number'?: number;
}

/**
 * Every Markdown table renders in a scroll region with an accessible name (TableScroll), and
 * landmarks on one page need different names: this records, on each table, the heading it
 * sits under and, where one heading has several tables, which one it is.
 */
export default function remarkTableNames() {
  return (tree: Root) => {
    let section = 0;
    let heading: string | undefined;
    const tables: { node: Table; section: number; heading?: string }[] = [];
    visit(tree, (node) => {
      if (node.type === 'heading') {
        section += 1;
        heading = toString(node).replace(/\s*\{#[\w-]+\}\s*$/, '');
      } else if (node.type === 'table') {
        tables.push({ node, section, heading });
      }
    });
    for (const table of tables) {
      const same = tables.filter((other) => other.section === table.section);
      const props: TableNameProps = {
        ...(table.heading === undefined ? {} : { 'data-heading': table.heading }),
        ...(same.length > 1 ? { 'data-number': same.indexOf(table) + 1 } : {}),
      };
      table.node.data = { ...table.node.data, hProperties: { ...table.node.data?.hProperties, ...props } };
    }
  };
}
