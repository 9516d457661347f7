import { localizeHref } from '@web/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { POST_TOPIC_LABELS, POST_TOPICS } from '../../content/postTopics';
import { usePageLocale } from '../../i18n/PageLocale';
import type { ListEntry, PageProps } from '../../layouts/pageProps';
import classes from './GroupedEntryList.module.css';

interface Group {
  id: string;
  label: string;
  entries: ListEntry[];
}

/** An id for a group's heading that the links above it point to ("topic-eInvoicing", "group-saas"). */
const anchor = (prefix: string, id: string) =>
  `${prefix}-${id
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .toLowerCase()}`;

function EntryRow({ entry }: { entry: ListEntry }) {
  const { locale } = usePageLocale();
  return (
    <li className={entry.date ? classes.row : `${classes.row} ${classes.undated}`}>
      {entry.date ? (
        <time className={classes.date} dateTime={entry.date}>
          <FormattedDate value={`${entry.date}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />
        </time>
      ) : null}
      <div>
        <h3 className={classes.title}>
          <a href={localizeHref(entry.href, locale)}>{entry.title}</a>
        </h3>
        <p className={classes.description}>{entry.description}</p>
      </div>
    </li>
  );
}

/**
 * A list page laid out for dozens of entries: links to its groups (plain anchors, so they work
 * without JavaScript), then each group under its heading, newest first, with dates.
 */
function Grouped({ groups, navLabel, prefix }: { groups: Group[]; navLabel: string; prefix: string }) {
  return (
    <>
      <nav className={classes.groupNav} aria-label={navLabel}>
        <p className={classes.navLabel}>{navLabel}</p>
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${anchor(prefix, group.id)}`}>
                {group.label} <span className={classes.count}>({group.entries.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} className={classes.group} aria-labelledby={anchor(prefix, group.id)}>
          <h2 id={anchor(prefix, group.id)} className={classes.groupHeading}>
            {group.label}
          </h2>
          <ul className={classes.rows}>
            {group.entries.map((entry) => (
              <EntryRow key={entry.href} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The blog index: posts by topic, then every post by year, newest first. */
export function PostList({ list }: PageProps) {
  const intl = useIntl();
  const groups = POST_TOPICS.map((topic) => ({
    id: topic,
    label: intl.formatMessage({ id: POST_TOPIC_LABELS[topic] }),
    entries: list.filter((entry) => entry.topic === topic),
  })).filter((group) => group.entries.length > 0);
  const years = [...new Set(list.map((entry) => (entry.date ?? '').slice(0, 4)))].filter(Boolean);
  return (
    <div className={classes.list}>
      <Grouped groups={groups} navLabel={intl.formatMessage({ id: 'list.topics' })} prefix="topic" />
      <section className={classes.archive} aria-labelledby="by-year">
        <h2 id="by-year" className={classes.groupHeading}>
          <FormattedMessage id="list.byYear" />
        </h2>
        {years.map((year) => (
          <div key={year}>
            <h3 className={classes.year}>{year}</h3>
            <ol className={classes.archiveList}>
              {list
                .filter((entry) => entry.date?.startsWith(year))
                .map((entry) => (
                  <ArchiveRow key={entry.href} entry={entry} />
                ))}
            </ol>
          </div>
        ))}
      </section>
    </div>
  );
}

function ArchiveRow({ entry }: { entry: ListEntry }) {
  const { locale } = usePageLocale();
  return (
    <li>
      <time dateTime={entry.date}>
        <FormattedDate value={`${entry.date}T12:00:00Z`} day="numeric" month="short" timeZone="UTC" />
      </time>{' '}
      <a href={localizeHref(entry.href, locale)}>{entry.title}</a>
    </li>
  );
}

/** The cases index: worked examples by industry, industries in alphabetical order. */
export function CaseList({ list }: PageProps) {
  const intl = useIntl();
  const labels = [...new Set(list.map((entry) => entry.group ?? ''))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));
  const groups = labels.map((label) => ({
    id: label,
    label,
    entries: list.filter((entry) => entry.group === label),
  }));
  return (
    <div className={classes.list}>
      <Grouped groups={groups} navLabel={intl.formatMessage({ id: 'list.industries' })} prefix="industry" />
    </div>
  );
}
