import { planById, planInvoiceFigure, type Plan } from '@web/shared';
import { FormattedNumber } from 'react-intl';

/**
 * Plan figures for content (`<PlanPrice plan="growth" />`), read from the pricing data so a
 * page's text can never drift from the plan cards.
 */
export function PlanPrice({ plan }: { plan: Plan['id'] }) {
  const { monthlyDkk } = planById(plan);
  if (monthlyDkk === null) throw new Error(`content: plan "${plan}" has no price to show`);
  return (
    <>
      <FormattedNumber value={monthlyDkk} /> DKK
    </>
  );
}

/** A plan's monthly invoice allowance (for Enterprise, the Scale allowance it starts above). */
export function PlanInvoiceLimit({ plan }: { plan: Plan['id'] }) {
  return <FormattedNumber value={planInvoiceFigure(planById(plan))} />;
}
