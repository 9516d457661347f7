import { contentLanguage, localizeHref } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { alphabetOf, groupByLetter, letterId, topicCounts } from '../../content/dictionaryIndex';
import type { DictionaryTopic } from '../../content/dictionaryTopics';
import { usePageLocale } from '../../i18n/PageLocale';
import type { PageProps } from '../../layouts/pageProps';
import classes from './DictionaryIndex.module.css';

/** The message of each topic, written out so the unused-keys check finds every one. */
const TOPIC_MESSAGES: Record<DictionaryTopic, string> = {
  metrics: 'dictionary.topic.metrics',
  billing: 'dictionary.topic.billing',
  payments: 'dictionary.topic.payments',
  'e-invoicing': 'dictionary.topic.e-invoicing',
  vat: 'dictionary.topic.vat',
  bookkeeping: 'dictionary.topic.bookkeeping',
};

/**
 * The dictionary's index, laid out for dozens of entries: links to each letter, a topic filter and
 * every entry under its letter. The filter is a group of radio buttons that CSS reads with :has()
 * (DictionaryIndex.module.css), so it needs no script; without :has() every entry stays listed.
 */
export function DictionaryIndex({ list }: PageProps) {
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  const intl = useIntl();
  const groups = groupByLetter(list, language);
  const present = new Set(groups.map((group) => group.letter));
  const letters = [...alphabetOf(language), ...(present.has('#') ? ['#'] : [])];
  return (
    <div className={classes.index}>
      <nav className={classes.letters} aria-label={intl.formatMessage({ id: 'dictionary.letters' })}>
        <ul>
          {letters.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterId(letter)}`}>{letter}</a>
              ) : (
                <span aria-hidden="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <fieldset className={classes.filter}>
        <legend>
          <FormattedMessage id="dictionary.filter" />
        </legend>
        <label>
          <input type="radio" name="topic" value="all" defaultChecked />
          <FormattedMessage id="dictionary.topic.all" /> <span className={classes.count}>{list.length}</span>
        </label>
        {topicCounts(list).map(({ topic, count }) => (
          <label key={topic}>
            <input type="radio" name="topic" value={topic} />
            <FormattedMessage id={TOPIC_MESSAGES[topic]} /> <span className={classes.count}>{count}</span>
          </label>
        ))}
      </fieldset>
      {groups.map((group) => (
        <section key={group.letter} className={classes.group} aria-labelledby={letterId(group.letter)}>
          <h2 id={letterId(group.letter)} className={classes.letter}>
            {group.letter}
          </h2>
          <ul className={classes.entries}>
            {group.entries.map((entry) => (
              <li key={entry.href} className={classes.entry} data-topic={entry.topic}>
                <h3>
                  <a href={localizeHref(entry.href, locale)}>{entry.title}</a>
                </h3>
                {entry.topic ? (
                  <p className={classes.topic}>
                    <FormattedMessage id={TOPIC_MESSAGES[entry.topic as DictionaryTopic]} />
                  </p>
                ) : null}
                <p>{entry.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
