import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TocEntry } from '@web/shared';
import classes from './Toc.module.css';

/** The id of the last heading scrolled past the header: the entry to highlight. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const update = () => {
      let current: string | null = null;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= 120) current = id;
      }
      setActive(current ?? ids[0] ?? null);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids]);
  return active;
}

function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={classes.link}
            aria-current={entry.id === active ? 'true' : undefined}
          >
            {entry.title}
          </a>
          {entry.children.length > 0 ? <TocList entries={entry.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's contents: a sticky list beside the text on wide screens that highlights where
 * the reader is (`desktop`), or collapsed under a summary on small screens (`mobile`).
 */
export function Toc({ entries, variant }: { entries: TocEntry[]; variant: 'desktop' | 'mobile' }) {
  const ids = entries.flatMap((entry) => [entry.id, ...entry.children.map((child) => child.id)]);
  const active = useActiveHeading(ids);
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'toc.title' });
  if (variant === 'mobile') {
    return (
      <details className={classes.mobile}>
        <summary className={classes.heading}>{label}</summary>
        <nav aria-label={label}>
          <TocList entries={entries} active={active} />
        </nav>
      </details>
    );
  }
  return (
    <nav className={classes.desktop} aria-label={label}>
      <p className={classes.heading} aria-hidden="true">
        <FormattedMessage id="toc.title" />
      </p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}
