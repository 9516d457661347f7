import { type Comparison, PLANS } from '@web/shared';
import { useIntl } from 'react-intl';
import { openWith, systemName } from './systemNames';
import { useMoney } from './useMoney';

/** The largest invoice volume a priced plan covers (Scale's), above which Enterprise applies. */
const PRICED_PLAN_LIMIT = Math.max(...PLANS.map((plan) => plan.invoiceLimit ?? 0));

/** A difference of two amounts as the page shows them (whole kroner), so the sentence adds up. */
const difference = (more: number, less: number) => Math.round(more) - Math.round(less);

/**
 * The result in two sentences that are true at every input: which option is cheapest (all of
 * them on a tie), and how it compares. Where a price is on request (Billvard's Enterprise
 * plan), it names the cheapest of the priced options only, unless the unpriced option's
 * labour alone already costs more; it never calls an unknown price cheapest.
 */
export function useHeadline(comparison: Comparison): { headline: string; detail: string | null } {
  const intl = useIntl();
  const { dkk } = useMoney();
  const { cheapest, runnerUp, unpriced, certain, costs } = comparison;
  const names = intl.formatList(
    cheapest.map((cost) => systemName(intl, cost)),
    { type: 'conjunction' },
  );
  const monthly = dkk(cheapest[0]!.monthly);
  const headline = openWith(
    intl,
    cheapest[0]!,
    intl.formatMessage(
      { id: certain ? 'calculator.headline' : 'calculator.headline.priced' },
      { count: cheapest.length, systems: names, monthly },
    ),
  );

  const billvard = costs.find((cost) => cost.system.value === 'billvard');
  const billvardCheapest = cheapest.some((cost) => cost.system.value === 'billvard');
  let detail: string | null = null;
  if (billvard && unpriced.includes(billvard)) {
    detail = intl.formatMessage(
      { id: certain ? 'calculator.detail.enterprise.more' : 'calculator.detail.enterprise' },
      {
        labour: dkk(billvard.labour),
        plan: intl.formatMessage({ id: `pricing.plan.${billvard.plan!.id}` }),
        limit: intl.formatNumber(PRICED_PLAN_LIMIT),
      },
    );
  } else if (billvard && billvard.monthly !== null && !billvardCheapest) {
    detail = intl.formatMessage(
      { id: 'calculator.detail.billvard' },
      {
        system: systemName(intl, billvard),
        monthly: dkk(billvard.monthly),
        difference: dkk(difference(billvard.monthly, cheapest[0]!.monthly)),
      },
    );
  } else if (runnerUp) {
    detail = intl.formatMessage(
      { id: 'calculator.detail.saving' },
      {
        saving: dkk(difference(runnerUp.monthly, cheapest[0]!.monthly)),
        next: systemName(intl, runnerUp),
        monthly: dkk(runnerUp.monthly),
      },
    );
  }
  return { headline, detail };
}
