import {
  type CalculatorInputs,
  calculatorQuery,
  compareSystems,
  INPUT_LIMITS,
  localizeHref,
  parseCalculatorInputs,
  PATHS,
} from '@web/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { useUrlSearch } from '../useUrlSearch';
import { Assumptions } from './Assumptions';
import classes from './Calculator.module.css';
import { CalculatorInput } from './CalculatorInput';
import { CostChart } from './CostChart';
import { CostTable } from './CostTable';
import { cubicScale, linearScale } from './sliderScale';
import { useMoney } from './useMoney';

const SCALES = {
  invoices: cubicScale(INPUT_LIMITS.invoices.max),
  mrr: cubicScale(INPUT_LIMITS.mrr.max),
  reminders: linearScale(INPUT_LIMITS.reminders.max),
};

/** The one-sentence result, announced politely once typing pauses. */
function useSummary(comparison: ReturnType<typeof compareSystems>): string {
  const intl = useIntl();
  const { dkk } = useMoney();
  const { cheapest, manual, monthlySaving } = comparison;
  const text =
    cheapest === manual
      ? intl.formatMessage({ id: 'calculator.summary.manual' }, { monthly: dkk(manual.monthly) })
      : intl.formatMessage(
          { id: 'calculator.summary' },
          {
            system: intl.formatMessage({ id: cheapest.system.label }),
            monthly: dkk(cheapest.monthly),
            saving: dkk(monthlySaving),
          },
        );
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), 600);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}

/**
 * The cost calculator: three inputs kept in the URL, every system's cost, the cheapest
 * highlighted. The prerendered page shows the worked example (the defaults).
 */
export function Calculator() {
  const { locale } = usePageLocale();
  const [search, replaceSearch] = useUrlSearch();
  const inputs = useMemo(() => parseCalculatorInputs(search), [search]);
  const comparison = useMemo(() => compareSystems(inputs), [inputs]);
  const summary = useSummary(comparison);
  const change = useCallback(
    (name: keyof CalculatorInputs, value: number) =>
      replaceSearch(calculatorQuery({ ...parseCalculatorInputs(window.location.search), [name]: value })),
    [replaceSearch],
  );

  return (
    <div className={classes.calculator}>
      <noscript>
        <p className={classes.noscript}>
          <FormattedMessage id="calculator.noscript" />
        </p>
      </noscript>
      <div className={classes.grid}>
        <section className={classes.inputs} aria-labelledby="calculator-inputs">
          <h2 id="calculator-inputs" className={classes.panelTitle}>
            <FormattedMessage id="calculator.inputs" />
          </h2>
          <CalculatorInput
            name="invoices"
            value={inputs.invoices}
            scale={SCALES.invoices}
            onChange={change}
          />
          <CalculatorInput name="mrr" value={inputs.mrr} scale={SCALES.mrr} suffix=" DKK" onChange={change} />
          <CalculatorInput
            name="reminders"
            value={inputs.reminders}
            scale={SCALES.reminders}
            suffix=" %"
            onChange={change}
          />
        </section>
        <section className={classes.results} aria-labelledby="calculator-results">
          <h2 id="calculator-results" className={classes.panelTitle}>
            <FormattedMessage id="calculator.results" />
          </h2>
          <p className={classes.summary} aria-live="polite">
            {summary}
          </p>
          <CostChart comparison={comparison} />
          <CostTable comparison={comparison} />
          <div className={classes.cta}>
            <div>
              <p className={classes.ctaTitle}>
                <FormattedMessage id="calculator.cta.title" />
              </p>
              <p className={classes.ctaText}>
                <FormattedMessage id="calculator.cta.text" />
              </p>
            </div>
            <a
              className={classes.ctaButton}
              href={localizeHref(PATHS.bookDemo, locale)}
              target="_blank"
              rel="noopener"
            >
              <FormattedMessage id="calculator.cta.button" />
            </a>
          </div>
        </section>
      </div>
      <Assumptions />
    </div>
  );
}
