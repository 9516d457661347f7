import { translate } from '@docusaurus/Translate';
import type { ComponentProps } from 'react';
import type { TableNameProps } from '../../plugins/remarkTableNames';
import styles from './TableScroll.module.css';

/** The region's name: the heading the table sits under (plugins/remarkTableNames.ts), if any. */
function regionLabel(heading: string | undefined, number: number | undefined): string {
  if (heading === undefined) return translate({ id: 'docs.table.label', message: 'Table, scrolls sideways' });
  if (number === undefined) {
    return translate(
      { id: 'docs.table.labelUnderHeading', message: '{heading}: table, scrolls sideways' },
      { heading },
    );
  }
  return translate(
    { id: 'docs.table.labelNumbered', message: '{heading}: table {number}, scrolls sideways' },
    { heading, number },
  );
}

/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the page: a
 * named region keyboard users can focus and scroll with the arrow keys, with a shadow at each
 * edge that has more table beyond it. All in the prerendered HTML and CSS.
 */
export function TableScroll({
  'data-heading': heading,
  'data-number': number,
  ...props
}: ComponentProps<'table'> & TableNameProps) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
    <div className={styles.scroll} role="region" aria-label={regionLabel(heading, number)} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
