import {
  contentLanguage,
  formatMoney,
  planById,
  planInvoiceFigure,
  type Plan,
  SUPPORT_HOURS,
} from '@web/shared';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { useApproximate } from '../../i18n/useApproximate';

/**
 * Plan figures for content (`<PlanPrice plan="growth" />`), read from the pricing data so a
 * page's text can never drift from the plan cards. On sites with a local currency the
 * approximate amount follows in brackets (docs/decisions/2026-11-23-pricing.md).
 */
export function PlanPrice({ plan }: { plan: Plan['id'] }) {
  const { monthlyDkk } = planById(plan);
  const { approximate } = useApproximate();
  const language = contentLanguage(usePageLocale().locale);
  if (monthlyDkk === null) throw new Error(`content: plan "${plan}" has no price to show`);
  const local = monthlyDkk > 0 ? approximate(monthlyDkk) : null;
  return (
    <>
      {formatMoney(monthlyDkk, 'DKK', language)}
      {local ? ` (≈\u00a0${local})` : ''}
    </>
  );
}

/** A plan's monthly invoice allowance (for Enterprise, the Scale allowance it starts above). */
export function PlanInvoiceLimit({ plan }: { plan: Plan['id'] }) {
  return <FormattedNumber value={planInvoiceFigure(planById(plan))} />;
}

/** The phone support hours in the page's language ("kl. 9–16 dansk tid"), from the one place they live. */
export function SupportHours() {
  return (
    <FormattedMessage
      id="contact.hours"
      values={{ opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes }}
    />
  );
}
