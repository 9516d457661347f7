import { MARKERS, SEARCH_INDEX } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TocEntry } from '@web/shared';
import classes from './Toc.module.css';

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={classes.link}>
            {entry.title}
          </a>
          {entry.children.length > 0 ? <TocList entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's contents: a sticky list beside the text on wide screens (`desktop`), or collapsed
 * under a summary on small screens (`mobile`). The site script marks where the reader is.
 */
export function Toc({ entries, variant }: { entries: TocEntry[]; variant: 'desktop' | 'mobile' }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'toc.title' });
  if (variant === 'mobile') {
    return (
      // The contents repeat the headings: the search index reads them where they stand.
      <details className={classes.mobile} {...SEARCH_INDEX.ignore}>
        <summary className={classes.heading}>{label}</summary>
        <nav aria-label={label} {...{ [MARKERS.toc]: '' }}>
          <TocList entries={entries} />
        </nav>
      </details>
    );
  }
  return (
    <nav className={classes.desktop} aria-label={label} {...{ [MARKERS.toc]: '' }} {...SEARCH_INDEX.ignore}>
      <p className={classes.heading} aria-hidden="true">
        <FormattedMessage id="toc.title" />
      </p>
      <TocList entries={entries} />
    </nav>
  );
}
