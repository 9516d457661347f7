import { planById, planInvoiceFigure, type Plan } from '@web/shared';
import { FormattedNumber } from 'react-intl';
import { useApproximate } from '../../i18n/useApproximate';

/**
 * Plan figures for content (`<PlanPrice plan="growth" />`), read from the pricing data so a
 * page's text can never drift from the plan cards. On sites with a local currency the
 * approximate amount follows in brackets (docs/decisions.md, Pricing).
 */
export function PlanPrice({ plan }: { plan: Plan['id'] }) {
  const { monthlyDkk } = planById(plan);
  const { approximate } = useApproximate();
  if (monthlyDkk === null) throw new Error(`content: plan "${plan}" has no price to show`);
  const local = monthlyDkk > 0 ? approximate(monthlyDkk) : null;
  return (
    <>
      <FormattedNumber value={monthlyDkk} />
      {'\u00a0DKK'}
      {local ? ` (≈\u00a0${local})` : ''}
    </>
  );
}

/** A plan's monthly invoice allowance (for Enterprise, the Scale allowance it starts above). */
export function PlanInvoiceLimit({ plan }: { plan: Plan['id'] }) {
  return <FormattedNumber value={planInvoiceFigure(planById(plan))} />;
}
