import { ACCOUNTANT_COST_PER_HOUR, localizeHref } from '@web/shared';
import { memo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { ASSUMPTIONS, type Figure, type Source } from './assumptions';
import classes from './Calculator.module.css';
import { percent } from './systemNames';
import { useMoney } from './useMoney';

/** A figure in the page's language: "0.1", "0,8 %", "1.495 DKK", "10 July 2024". */
function formatFigure(intl: IntlShape, dkk: (amount: number) => string, figure: Figure): string {
  if (typeof figure === 'number') return intl.formatNumber(figure);
  if ('percent' in figure) return percent(intl, figure.percent);
  if ('dkk' in figure) return dkk(figure.dkk);
  return intl.formatDate(figure.date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "Source: …", linked where the source has an address, with the day we last checked it. */
function SourceNote({ source }: { source: Source }) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const label = <FormattedMessage id={source.label} />;
  const href = source.url ?? (source.path ? localizeHref(source.path, locale) : undefined);
  const linked = source.url ? (
    <a href={source.url} target="_blank" rel="noopener">
      {label}
    </a>
  ) : href ? (
    <a href={href}>{label}</a>
  ) : (
    label
  );
  return (
    <span className={classes.source}>
      {source.checked ? (
        <FormattedMessage
          id="calculator.source.checked"
          values={{ source: linked, date: formatFigure(intl, String, { date: source.checked }) }}
        />
      ) : (
        <FormattedMessage id="calculator.source" values={{ source: linked }} />
      )}
    </span>
  );
}

/**
 * The formula and every assumption with its source: shown with or without JavaScript. It does
 * not depend on the inputs, so a keystroke does not render it again.
 */
export const Assumptions = memo(function Assumptions() {
  const intl = useIntl();
  const { currency, rate, dkk } = useMoney();
  const figures = (values: Record<string, Figure>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, formatFigure(intl, dkk, value)]));
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
          {ASSUMPTIONS.map((assumption) => (
            <li key={assumption.id}>
              <FormattedMessage id={assumption.id} values={figures(assumption.values)} />{' '}
              <SourceNote source={assumption.source} />
            </li>
          ))}
          {currency && rate ? (
            <li>
              <FormattedMessage id="calculator.rateNote" values={{ currency, rate }} />
            </li>
          ) : null}
        </ol>
      </section>
    </div>
  );
});
