import { ACCOUNTANT_COST_PER_HOUR } from '@web/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { ASSUMPTIONS } from './assumptions';
import classes from './Calculator.module.css';
import { useMoney } from './useMoney';

/** The formula and every assumption with its source: shown with or without JavaScript. */
export function Assumptions() {
  const intl = useIntl();
  const { currency, rate } = useMoney();
  const number = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, intl.formatNumber(value)]));
  return (
    <div className={classes.method}>
      <section aria-labelledby="calculator-formula">
        <h2 id="calculator-formula" className={classes.methodTitle}>
          <FormattedMessage id="calculator.formula.title" />
        </h2>
        <ul className={classes.formula}>
          <li>
            <FormattedMessage id="calculator.formula.minutes" />
          </li>
          <li>
            <FormattedMessage
              id="calculator.formula.labour"
              values={{ rate: intl.formatNumber(ACCOUNTANT_COST_PER_HOUR) }}
            />
          </li>
          <li>
            <FormattedMessage id="calculator.formula.fee" />
          </li>
          <li>
            <FormattedMessage id="calculator.formula.total" />
          </li>
        </ul>
      </section>
      <section aria-labelledby="calculator-assumptions">
        <h2 id="calculator-assumptions" className={classes.methodTitle}>
          <FormattedMessage id="calculator.assumptions.title" />
        </h2>
        <ol className={classes.assumptions}>
          {ASSUMPTIONS.map((assumption) => {
            const source = <FormattedMessage id={assumption.source.label} />;
            return (
              <li key={assumption.id}>
                <FormattedMessage id={assumption.id} values={number(assumption.values)} />{' '}
                <span className={classes.source}>
                  <FormattedMessage
                    id="calculator.source"
                    values={{
                      source: assumption.source.url ? (
                        <a href={assumption.source.url} target="_blank" rel="noopener">
                          {source}
                        </a>
                      ) : (
                        source
                      ),
                    }}
                  />
                </span>
              </li>
            );
          })}
          {currency && rate ? (
            <li>
              <FormattedMessage id="calculator.rateNote" values={{ currency, rate }} />
            </li>
          ) : null}
        </ol>
      </section>
    </div>
  );
}
