import { cachedFormatter, type SystemCost, STRIPE_CURRENT_RATE } from '@web/shared';
import type { IntlShape } from 'react-intl';

/**
 * Names as a sentence writes them mid-sentence, where that differs from the table's label: "By
 * hand" becomes "invoicing by hand"; a Danish or Norwegian label loses its capital.
 */
const IN_SENTENCE: Partial<Record<SystemCost['system']['value'], string>> = {
  manual: 'calculator.system.manual.inSentence',
  'e-conomic': 'calculator.system.economic.inSentence',
  tripletex: 'calculator.system.tripletex.inSentence',
  stripe: 'calculator.system.stripe.inSentence',
};

/** A system's name in a sentence: "invoicing by hand", "Billvard on the Growth plan". */
export function systemName(intl: IntlShape, cost: SystemCost): string {
  const inSentence = IN_SENTENCE[cost.system.value];
  if (inSentence) return intl.formatMessage({ id: inSentence });
  if (cost.plan === null) return intl.formatMessage({ id: cost.system.label });
  return intl.formatMessage(
    { id: 'calculator.system.withPlan' },
    {
      system: intl.formatMessage({ id: cost.system.label }),
      plan: intl.formatMessage({ id: `pricing.plan.${cost.plan.id}` }),
    },
  );
}

/** What a row says under a system's name: Stripe's rate and since when; Billvard's plan. */
export function systemNote(intl: IntlShape, cost: SystemCost): string | null {
  if (cost.system.value === 'stripe') {
    return intl.formatMessage(
      { id: 'calculator.system.stripe.note' },
      {
        rate: percent(intl, STRIPE_CURRENT_RATE.percentOfVolume),
        since: longDate(intl, STRIPE_CURRENT_RATE.since!),
      },
    );
  }
  if (cost.plan === null) return null;
  const plan = intl.formatMessage({ id: `pricing.plan.${cost.plan.id}` });
  return cost.fee === null
    ? intl.formatMessage({ id: 'calculator.system.plan.onRequest' }, { plan })
    : intl.formatMessage({ id: 'calculator.system.plan' }, { plan });
}

/** A rate as the page's language writes a percentage ("0.7 %", "0,7 %"). */
export function percent(intl: IntlShape, value: number): string {
  return `${intl.formatNumber(value, { maximumFractionDigits: 2 })}\u00a0%`;
}

/**
 * A sentence that opens with a system's name starts with a capital where the name's label does
 * ("Invoicing by hand is …"), and keeps a brand's own lower case ("e-conomic …").
 */
export function openWith(intl: IntlShape, cost: SystemCost, sentence: string): string {
  const label = intl.formatMessage({ id: cost.system.label });
  const capital = label.charAt(0) !== label.charAt(0).toLocaleLowerCase(intl.locale);
  return capital ? sentence.charAt(0).toLocaleUpperCase(intl.locale) + sentence.slice(1) : sentence;
}

/** A date day first in the page's language ("10 July 2024", "10. juli 2024"), never the US order. */
export function longDate(intl: IntlShape, iso: string): string {
  const locale = intl.locale === 'en' || intl.locale.startsWith('en-') ? 'en-GB' : intl.locale;
  // One formatter per locale: the calculator dates every rival's rate on each render.
  const format = cachedFormatter(
    `date-long|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${iso}T12:00:00Z`));
}
