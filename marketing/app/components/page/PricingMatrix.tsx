import { PLAN_FEATURES, planInvoiceFigure, PLANS, SUPPORT_HOURS } from '@web/shared';
import { useIntl } from 'react-intl';
import { ComparisonTable, type ComparisonCell } from '../sections/ComparisonTable';

/** The plan-by-feature matrix, drawn from the pricing data (content places it with `<PricingMatrix />`). */
export function PricingMatrix() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
  const cell = (value: boolean | 'limit' | 'text', plan: (typeof PLANS)[number]): ComparisonCell => {
    if (value === 'limit') {
      return t(
        plan.invoiceLimit === null ? 'pricing.feature.invoices.above' : 'pricing.feature.invoices.upTo',
        {
          limit: planInvoiceFigure(plan),
        },
      );
    }
    if (value === 'text') {
      const hours = t('contact.hours', { opens: SUPPORT_HOURS.opens, closes: SUPPORT_HOURS.closes });
      return t(`pricing.support.${plan.id}`, { hours });
    }
    return value;
  };
  return (
    <ComparisonTable
      caption={t('pricing.compare.caption')}
      rowHeading={t('pricing.compare.feature')}
      columns={PLANS.map((plan) => t(`pricing.plan.${plan.id}`))}
      rows={PLAN_FEATURES.map((feature) => ({
        label: t(`pricing.feature.${feature.id}`),
        cells: PLANS.map((plan) => cell(feature.value(plan), plan)),
      }))}
    />
  );
}
