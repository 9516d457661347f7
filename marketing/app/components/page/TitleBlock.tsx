import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import classes from './Page.module.css';

/** The section label and the page's H1, with optional details below (date, author, customer). */
export function TitleBlock({
  section,
  title,
  children,
}: {
  section: string | null;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes.titleBlock}>
      {section ? (
        <p className={classes.section}>
          <FormattedMessage id={section} />
        </p>
      ) : null}
      <h1 className={classes.title}>{title}</h1>
      {children}
    </div>
  );
}
