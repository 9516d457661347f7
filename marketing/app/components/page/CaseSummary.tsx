import { FormattedMessage } from 'react-intl';
import type { PageData } from '../../content/pageData';
import { Quote } from '../sections/Quote';
import sections from '../sections/Sections.module.css';
import classes from './Page.module.css';

/**
 * The case template: who the company is, the numbers before and after, and the quote. An
 * invented case says so above everything else, so it can never pass for a real customer.
 */
export function CaseSummary({ details }: { details: PageData['details'] }) {
  const { customer, industry, person, role, quote, results, example } = details;
  if (!customer || !results || !quote || !person || !role) return null;
  return (
    <aside className={classes.caseSummary} aria-labelledby="case-summary">
      {example ? (
        <p className={classes.caseExample}>
          <span className={sections.exampleLabel}>
            <FormattedMessage id="sections.example" />
          </span>{' '}
          <FormattedMessage id="case.exampleNote" />
        </p>
      ) : null}
      <h2 id="case-summary" className={classes.caseHeading}>
        <FormattedMessage id="case.summary" />
      </h2>
      <dl className={classes.caseFacts}>
        <div>
          <dt>
            <FormattedMessage id="case.company" />
          </dt>
          <dd>{customer}</dd>
        </div>
        {industry ? (
          <div>
            <dt>
              <FormattedMessage id="case.industry" />
            </dt>
            <dd>{industry}</dd>
          </div>
        ) : null}
      </dl>
      <table className={classes.caseResults}>
        <caption>
          <FormattedMessage id="case.results" />
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <FormattedMessage id="case.before" />
            </th>
            <th scope="col">
              <FormattedMessage id="case.after" />
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.label}>
              <th scope="row">{result.label}</th>
              <td>{result.before}</td>
              <td className={classes.caseAfter}>{result.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Quote quote={quote} name={person} role={role} company={customer} example={example ?? true} />
    </aside>
  );
}
