import { FormattedDate, FormattedMessage } from 'react-intl';
import type { PageData } from '../../content/pageData';
import classes from './Widgets.module.css';

/** When a comparison's facts were last checked, and where each comes from. */
export function ComparisonSources({ details }: { details: PageData['details'] }) {
  return (
    <aside className={classes.sources} aria-labelledby="comparison-sources">
      <h2 id="comparison-sources">
        <FormattedMessage id="compare.sources" />
      </h2>
      {details.reviewed ? (
        <p>
          <FormattedMessage
            id="compare.reviewed"
            values={{
              date: <FormattedDate value={`${details.reviewed}T12:00:00Z`} dateStyle="long" timeZone="UTC" />,
            }}
          />
        </p>
      ) : null}
      {details.sources && details.sources.length > 0 ? (
        <ol>
          {details.sources.map((source, index) => (
            // Numbered as the table's source marks point to them (#source-1, ...).
            <li key={source.url} id={`source-${index + 1}`}>
              <a href={source.url} rel="noopener">
                {source.label}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </aside>
  );
}
