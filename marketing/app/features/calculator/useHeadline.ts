import { type Comparison, type CostSplit, PLANS, type PricedCost, splitDifference } from '@web/shared';
import { type IntlShape, useIntl } from 'react-intl';
import { openWith, systemName } from './systemNames';
import { useMoney } from './useMoney';

/** The largest invoice volume a priced plan covers (Scale's), above which Enterprise applies. */
const PRICED_PLAN_LIMIT = Math.max(...PLANS.map((plan) => plan.invoiceLimit ?? 0));

/** Which way a part of a difference goes for the option a sentence is about. */
const way = (amount: number, subjectCostsMore: boolean) =>
  amount === 0 ? 'same' : amount > 0 === subjectCostsMore ? 'more' : 'less';

/**
 * The sentence that splits a difference into labour (our minutes estimate) and fees, said of
 * the option the sentence before it is about: the cheaper one, or Billvard when it costs more.
 */
function splitSentence(
  intl: IntlShape,
  money: (amount: number) => string,
  split: CostSplit,
  subjectCostsMore: boolean,
): string {
  return intl.formatMessage(
    { id: 'calculator.detail.split' },
    {
      labour: money(Math.abs(split.labour)),
      labourWay: way(split.labour, subjectCostsMore),
      fee: money(Math.abs(split.fee)),
      feeWay: way(split.fee, subjectCostsMore),
    },
  );
}

/**
 * The result in sentences that are true at every input: which option is cheapest (all of
 * them on a tie), how it compares, and how much of the difference is labour and how much fees.
 * Where a price is on request (Billvard's Enterprise plan), it names the cheapest of the priced
 * options only, unless the unpriced option's labour alone already costs more; it never calls an
 * unknown price cheapest.
 */
export function useHeadline(comparison: Comparison): { headline: string; detail: string | null } {
  const intl = useIntl();
  const { money } = useMoney(comparison.market);
  const { cheapest, runnerUp, unpriced, certain, costs } = comparison;
  const names = intl.formatList(
    cheapest.map((cost) => systemName(intl, cost)),
    { type: 'conjunction' },
  );
  const first: PricedCost = cheapest[0]!;
  const headline = openWith(
    intl,
    first,
    intl.formatMessage(
      { id: certain ? 'calculator.headline' : 'calculator.headline.priced' },
      { count: cheapest.length, systems: names, monthly: money(first.monthly) },
    ),
  );

  const billvard = costs.find((cost) => cost.system.value === 'billvard');
  const billvardCheapest = cheapest.some((cost) => cost.system.value === 'billvard');
  let detail: string | null = null;
  if (billvard && unpriced.includes(billvard)) {
    detail = intl.formatMessage(
      { id: certain ? 'calculator.detail.enterprise.more' : 'calculator.detail.enterprise' },
      {
        labour: money(billvard.labour),
        plan: intl.formatMessage({ id: `pricing.plan.${billvard.plan!.id}` }),
        limit: intl.formatNumber(PRICED_PLAN_LIMIT),
      },
    );
  } else if (billvard && billvard.monthly !== null && !billvardCheapest) {
    const split = splitDifference(billvard as PricedCost, first);
    detail = `${intl.formatMessage(
      { id: 'calculator.detail.billvard' },
      {
        system: systemName(intl, billvard),
        monthly: money(billvard.monthly),
        difference: money(split.total),
      },
    )} ${splitSentence(intl, money, split, true)}`;
  } else if (runnerUp) {
    const split = splitDifference(runnerUp, first);
    detail = `${intl.formatMessage(
      { id: 'calculator.detail.saving' },
      {
        saving: money(split.total),
        next: systemName(intl, runnerUp),
        monthly: money(runnerUp.monthly),
      },
    )} ${splitSentence(intl, money, split, false)}`;
  }
  return { headline, detail };
}
