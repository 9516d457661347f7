import { localizeHref } from '@web/shared';
import { memo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { assumptionsFor, type Figure, type Source } from './assumptions';
import classes from './Calculator.module.css';
import { longDate, percent } from './systemNames';
import { useMarket } from './useMarket';
import { useMoney } from './useMoney';

/** A figure in the page's language: "0.1", "0,7 %", "1.495 DKK", "10 July 2024" (day first), "Scale and Enterprise". */
function formatFigure(intl: IntlShape, money: (amount: number) => string, figure: Figure): string {
  if (typeof figure === 'number') return intl.formatNumber(figure);
  if ('percent' in figure) return percent(intl, figure.percent);
  if ('money' in figure) return money(figure.money);
  if ('text' in figure) return figure.text;
  if ('plans' in figure)
    return intl.formatList(
      figure.plans.map((id) => intl.formatMessage({ id: `pricing.plan.${id}` })),
      { type: 'conjunction' },
    );
  return longDate(intl, figure.date);
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
  const market = useMarket();
  const { localCurrency, rate, money } = useMoney();
  const figures = (values: Record<string, Figure>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, formatFigure(intl, money, value)]));
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
            <FormattedMessage id="calculator.formula.labour" values={{ rate: money(market.hourlyRate) }} />
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
          {assumptionsFor(market).map((assumption) => (
            <li key={assumption.id}>
              <FormattedMessage id={assumption.id} values={figures(assumption.values)} />{' '}
              <SourceNote source={assumption.source} />
            </li>
          ))}
          {localCurrency && rate ? (
            <li>
              <FormattedMessage id="calculator.rateNote" values={{ currency: localCurrency, rate }} />
            </li>
          ) : null}
        </ol>
      </section>
    </div>
  );
});
