import { FormattedMessage, useIntl } from 'react-intl';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

/** A cell: text, a tick or dash (true/false), or text with the number of its source on the page. */
export type ComparisonCell = string | boolean | { text: string; source?: number };

export interface ComparisonRow {
  label: string;
  cells: ComparisonCell[];
}

export interface ComparisonTableProps {
  /** Says what the table compares; also names the scrollable region. */
  caption: string;
  /** One heading per compared thing (plans, products). */
  columns: string[];
  rows: ComparisonRow[];
  /** The heading of the first column; "Point" in the page's language by default (never empty). */
  rowHeading?: string;
  /** An extra class for the block, for a page that shows the table only at some widths. */
  className?: string;
}

/** A cell's content: its text, a tick or a dash with a spoken label, and its source mark. */
export function ComparisonValue({ cell }: { cell: ComparisonCell }) {
  const intl = useIntl();
  if (typeof cell === 'boolean') {
    const label = intl.formatMessage({ id: cell ? 'sections.table.included' : 'sections.table.notIncluded' });
    return (
      <span className={cell ? classes.yes : classes.no} role="img" aria-label={label}>
        {cell ? '✓' : '–'}
      </span>
    );
  }
  if (typeof cell === 'string') return <>{cell}</>;
  if (!cell.source) return <>{cell.text}</>;
  // The marker stays on the line of the word it follows: it never wraps onto a line of its own.
  const split = cell.text.trimEnd().lastIndexOf(' ');
  return (
    <>
      {cell.text.slice(0, split + 1)}
      <span className={classes.noBreak}>
        {cell.text.slice(split + 1).trimEnd()}
        <sup className={classes.sourceMark}>
          <a href={`#source-${cell.source}`} className={classes.sourceRef}>
            {/* Heard as "Source 1", seen as the number alone. */}
            <span aria-hidden="true">{cell.source}</span>
            <span className="bv-visually-hidden">
              <FormattedMessage id="sections.table.source" values={{ number: cell.source }} />
            </span>
          </a>
        </sup>
      </span>
    </>
  );
}

/**
 * A table comparing plans or products row by row. On phones each row stacks into a card
 * whose cells carry their column's name, so nothing is cut off and nothing needs scrolling.
 */
export function ComparisonTable({ caption, columns, rows, rowHeading, className }: ComparisonTableProps) {
  const intl = useIntl();
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      throw new Error(
        `ComparisonTable "${caption}": row "${row.label}" has ${row.cells.length} cells for ${columns.length} columns`,
      );
    }
  }
  return (
    <div {...blockProps(classes.comparison, className)}>
      <table className={classes.comparisonTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading ?? intl.formatMessage({ id: 'sections.table.point' })}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} data-column={columns[index]}>
                  {/* One box for the cell's words and marks: on phones the cell is a grid. */}
                  <span className={classes.cellText}>
                    <ComparisonValue cell={cell} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
