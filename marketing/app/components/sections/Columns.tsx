import { Children, isValidElement, type ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';
import { blockProps } from './blockProps';
import classes from './Sections.module.css';

export interface ColumnsProps {
  heading?: string;
  eyebrow?: string;
  intro?: string;
  /** Anchor of the heading, so other pages can link to the section. */
  id?: string;
  /** Columns at desktop width; each `###` in the text starts one. */
  columns?: 2 | 3;
  /** The text, written in Markdown between the tags: a `###` heading opens each column. */
  children: ReactNode;
}

/** Splits Markdown children into groups, each opened by an H3 (anything before the first H3 is dropped into the first group). */
function groupByHeading(children: ReactNode): ReactNode[][] {
  const groups: ReactNode[][] = [];
  for (const child of Children.toArray(children)) {
    const opens = isValidElement(child) && child.type === 'h3';
    if (opens || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(child);
  }
  return groups;
}

/**
 * Explanation set as columns of short cards instead of one long text column: the words stay
 * Markdown in the content file (links, lists and figure components work as in the text), and
 * each `###` starts a card. At desktop width the cards sit side by side, so no row is half empty.
 */
export function Columns({ heading, eyebrow, intro, id, columns = 3, children }: ColumnsProps) {
  return (
    <section {...blockProps()}>
      <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} id={id} />
      <div className={classes.columns} data-columns={columns}>
        {groupByHeading(children).map((group, index) => (
          <div key={index} className={classes.column}>
            {group}
          </div>
        ))}
      </div>
    </section>
  );
}
