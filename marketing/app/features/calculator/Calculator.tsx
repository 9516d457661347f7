import {
  compareSystems,
  contentLanguage,
  DEFAULT_INPUTS,
  formatMoney,
  INPUT_LIMITS,
  localizeHref,
  marketForCurrency,
  PATHS,
} from '@web/shared';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { Assumptions } from './Assumptions';
import classes from './Calculator.module.css';
import { CalculatorInput } from './CalculatorInput';
import { CostCards } from './CostCards';
import { CostChart } from './CostChart';
import { CostTable } from './CostTable';
import { cubicScale, linearScale } from './sliderScale';
import { useCalculatorState } from './useCalculatorState';
import { useHeadline } from './useHeadline';
import { MarketContext, useLocaleMarket } from './useMarket';

const SCALES = {
  invoices: cubicScale(INPUT_LIMITS.invoices.max),
  mrr: cubicScale(INPUT_LIMITS.mrr.max),
  reminders: linearScale(INPUT_LIMITS.reminders.max),
};

/** How long typing or dragging must pause before a screen reader hears the new result. */
const ANNOUNCE_DELAY_MS = 600;

/** Text that follows `text` once it has stopped changing for a moment. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The cost calculator: three inputs kept in the address, every system's cost (Billvard's
 * among them), and a headline that names the cheapest truthfully. The result renders with the
 * keystroke; the address and the screen-reader announcement follow once input pauses. The
 * prerendered page shows the worked example (the defaults).
 */
export function Calculator() {
  const { locale } = usePageLocale();
  const [inputs, change, currency] = useCalculatorState();
  const own = useLocaleMarket();
  const market = currency ? marketForCurrency(currency) : own;
  const comparison = useMemo(() => compareSystems(inputs, market), [inputs, market]);
  const { headline, detail } = useHeadline(comparison);
  const announcement = useSettled(detail ? `${headline} ${detail}` : headline);

  return (
    <MarketContext.Provider value={market}>
      <div className={classes.calculator}>
        <noscript>
          <p className={classes.noscript}>
            <FormattedMessage
              id="calculator.noscript"
              values={{ mrr: formatMoney(DEFAULT_INPUTS.mrr, market.currency, contentLanguage(locale)) }}
            />
          </p>
        </noscript>
        <section className={classes.inputs} aria-labelledby="calculator-inputs">
          <h2 id="calculator-inputs" className={classes.panelTitle}>
            <FormattedMessage id="calculator.inputs" />
          </h2>
          <div className={classes.inputGrid}>
            <CalculatorInput
              name="invoices"
              value={inputs.invoices}
              scale={SCALES.invoices}
              onChange={change}
            />
            <CalculatorInput
              name="mrr"
              value={inputs.mrr}
              scale={SCALES.mrr}
              unit={market.currency}
              onChange={change}
            />
            <CalculatorInput
              name="reminders"
              value={inputs.reminders}
              scale={SCALES.reminders}
              unit="%"
              onChange={change}
            />
          </div>
        </section>
        <section className={classes.results} aria-labelledby="calculator-results">
          <h2 id="calculator-results" className={classes.resultsTitle}>
            <FormattedMessage id="calculator.results" />
          </h2>
          <p className={classes.headline}>{headline}</p>
          {detail ? <p className={classes.detail}>{detail}</p> : null}
          <p className="bv-visually-hidden" aria-live="polite">
            {announcement}
          </p>
          <CostChart comparison={comparison} />
          <CostTable comparison={comparison} />
          <CostCards comparison={comparison} />
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
        <Assumptions />
      </div>
    </MarketContext.Provider>
  );
}
