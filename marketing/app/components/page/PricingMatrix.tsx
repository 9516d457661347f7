import {
  contentLanguage,
  formatMoney,
  LATE_LAYOUT,
  PLAN_FEATURES,
  planInvoiceFigure,
  PLANS,
  SUPPORT_HOURS,
} from '@web/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { useApproximate } from '../../i18n/useApproximate';
import { ComparisonTable, ComparisonValue, type ComparisonCell } from '../sections/ComparisonTable';
import classes from './PricingMatrix.module.css';

/** Plans the phone switcher has CSS rules for (PricingMatrix.module.css, one rule per position). */
export const SWITCHER_MAX_PLANS = 6;

interface Matrix {
  caption: string;
  plans: { id: string; name: string; mostPopular: boolean }[];
  features: { id: string; label: string; cells: ComparisonCell[] }[];
}

/** The matrix's words and cells in the page's language, from the pricing data and the product model. */
function useMatrix(): Matrix {
  const intl = useIntl();
  const { approximate } = useApproximate();
  const language = contentLanguage(usePageLocale().locale);
  const t = (id: string, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
  const cell = (
    value: boolean | 'price' | 'limit' | 'text',
    plan: (typeof PLANS)[number],
  ): ComparisonCell => {
    if (value === 'price') {
      // The same figure as the plan cards and <PlanPrice>: DKK, with the local amount beside it.
      // The line may break after "≈": on a 320 px phone "(≈ 2 340 NOK)" is wider than its column.
      if (plan.monthlyDkk === null) return t('pricing.onRequest');
      const local = plan.monthlyDkk > 0 ? approximate(plan.monthlyDkk) : null;
      return `${formatMoney(plan.monthlyDkk, 'DKK', language)}${local ? ` (≈ ${local})` : ''}`;
    }
    if (value === 'limit') {
      return t(
        plan.invoiceLimit === null ? 'pricing.feature.invoices.above' : 'pricing.feature.invoices.upTo',
        { limit: planInvoiceFigure(plan) },
      );
    }
    if (value === 'text') {
      const hours = t('contact.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes });
      return t(`pricing.support.${plan.id}`, { hours });
    }
    return value;
  };
  return {
    caption: t('pricing.compare.caption'),
    plans: PLANS.map((plan) => ({
      id: plan.id,
      name: t(`pricing.plan.${plan.id}`),
      mostPopular: plan.mostPopular,
    })),
    features: PLAN_FEATURES.map((feature) => ({
      id: feature.id,
      label: t(`pricing.feature.${feature.id}`),
      cells: PLANS.map((plan) => cell(feature.value(plan), plan)),
    })),
  };
}

/**
 * On phones, one plan at a time: a row of radio buttons (a segmented control) picks the plan
 * whose features show below. CSS `:has()` does the showing, so it works without JavaScript;
 * arrow keys move between the plans, and a screen reader hears a radio group named by the
 * caption, then only the chosen plan's list. Without `:has()` every plan's list shows, one
 * after the other.
 */
function PlanSwitcher({ caption, plans, features }: Matrix) {
  const name = useId();
  const initial = plans.find((plan) => plan.mostPopular)?.id ?? plans[0]?.id;
  if (plans.length > SWITCHER_MAX_PLANS) {
    throw new Error(`PlanSwitcher: ${plans.length} plans, CSS rules for ${SWITCHER_MAX_PLANS}`);
  }
  return (
    <div className={classes.switcher}>
      <fieldset className={classes.choices}>
        <legend className={classes.legend}>{caption}</legend>
        <div className={classes.segments}>
          {plans.map((plan) => (
            <span key={plan.id} className={classes.segment}>
              <input
                type="radio"
                name={name}
                id={`${name}-${plan.id}`}
                value={plan.id}
                defaultChecked={plan.id === initial}
                className={classes.radio}
              />
              <label htmlFor={`${name}-${plan.id}`}>{plan.name}</label>
            </span>
          ))}
        </div>
      </fieldset>
      {plans.map((plan, index) => (
        <section key={plan.id} className={classes.panel} aria-labelledby={`${name}-${plan.id}-title`}>
          <h3 id={`${name}-${plan.id}-title`} className={classes.panelTitle}>
            {plan.name}
          </h3>
          <dl className={classes.features}>
            {features.map((feature) => (
              <div key={feature.id} className={classes.feature}>
                <dt>{feature.label}</dt>
                <dd>
                  <ComparisonValue cell={feature.cells[index]!} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * The plan-by-feature matrix, drawn from the pricing data (content places it with
 * `<PricingMatrix />`): a table from tablet width up, a plan switcher on phones (where the
 * table would stack into one card per feature, 40 rows in all).
 */
export function PricingMatrix() {
  const matrix = useMatrix();
  const intl = useIntl();
  return (
    <div className={classes.matrix} {...LATE_LAYOUT}>
      <ComparisonTable
        className={classes.table}
        caption={matrix.caption}
        rowHeading={intl.formatMessage({ id: 'pricing.compare.feature' })}
        columns={matrix.plans.map((plan) => plan.name)}
        rows={matrix.features.map((feature) => ({ label: feature.label, cells: feature.cells }))}
      />
      <PlanSwitcher {...matrix} />
    </div>
  );
}
