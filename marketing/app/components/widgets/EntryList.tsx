import { localizeHref } from '@web/shared';
import { FormattedDate } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import type { PageProps } from '../../layouts/pageProps';
import classes from './Widgets.module.css';

/** The entries of a list page (blog, cases, dictionary), from their front matter. */
export function EntryList({ list }: PageProps) {
  const { locale } = usePageLocale();
  return (
    <ul className={classes.entries}>
      {list.map((entry) => (
        <li key={entry.href} className={classes.entry}>
          <h2>
            <a href={localizeHref(entry.href, locale)}>{entry.title}</a>
          </h2>
          {entry.date ? (
            <FormattedDate value={`${entry.date}T12:00:00Z`} dateStyle="long" timeZone="UTC" />
          ) : null}
          <p>{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}
