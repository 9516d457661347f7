import {
  contentLanguage,
  EXTERNAL_URLS,
  formatMoney,
  localizeHref,
  PATHS,
  planInvoiceFigure,
  PLANS,
} from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { useApproximate } from '../../i18n/useApproximate';
import classes from './Widgets.module.css';

/** The plans from the pricing data: price per month in DKK, plus the approximate NOK, SEK or EUR amount on those sites. */
export function PricingPlans() {
  const { locale } = usePageLocale();
  const { approximate } = useApproximate();
  return (
    <ul className={classes.plans}>
      {PLANS.map((plan) => (
        <li key={plan.id} className={`${classes.plan} ${plan.mostPopular ? classes.popular : ''}`}>
          {/* Every card keeps the badge's row, so names, prices and buttons line up across cards. */}
          <p className={classes.badgeRow}>
            {plan.mostPopular ? (
              <span className={classes.badge}>
                <FormattedMessage id="pricing.mostPopular" />
              </span>
            ) : null}
          </p>
          <h2 className={classes.planName}>
            <FormattedMessage id={`pricing.plan.${plan.id}`} />
          </h2>
          <p className={classes.price}>
            {plan.monthlyDkk === null ? (
              <span className={classes.amount}>
                <FormattedMessage id="pricing.onRequest" />
              </span>
            ) : (
              <>
                <span className={classes.amount}>
                  {formatMoney(plan.monthlyDkk, 'DKK', contentLanguage(locale))}
                </span>{' '}
                <span className={classes.unit}>
                  <FormattedMessage id="pricing.perMonth" />
                </span>
              </>
            )}
          </p>
          <p className={classes.muted}>
            {plan.monthlyDkk && approximate(plan.monthlyDkk) ? (
              <FormattedMessage id="pricing.approx" values={{ amount: approximate(plan.monthlyDkk) }} />
            ) : null}
          </p>
          <p className={classes.planText}>
            <FormattedMessage
              id={`pricing.plan.${plan.id}.text`}
              values={{ limit: planInvoiceFigure(plan) }}
            />
          </p>
          {/* Only the most popular plan's button is filled: one primary action draws the eye. */}
          <div className={classes.actions}>
            {plan.id === 'free' ? (
              <a
                className={plan.mostPopular ? classes.primary : classes.secondary}
                href={EXTERNAL_URLS.signUpFree}
                target="_blank"
                rel="noopener"
              >
                <FormattedMessage id="pricing.signIn" />
              </a>
            ) : (
              <a
                className={plan.mostPopular ? classes.primary : classes.secondary}
                href={localizeHref(PATHS.bookDemo, locale)}
                target="_blank"
                rel="noopener"
              >
                <FormattedMessage id="pricing.bookDemo" />
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
