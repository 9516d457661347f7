import type { Sourced } from './countryFacts.ts';

/**
 * Figures set by a payment scheme's rulebook, by EU law, or by a country's law outside the
 * Danish and Norwegian country facts (countryFacts.ts): the docs quote them with
 * `%RULE:sepaCore.mandateExpiryMonths%` (docs/decisions/2026-11-27-docs-token-language-and-rules.md).
 * Each figure names its rule, so a reviewer can check it against the rulebook or law it came from.
 */
export interface SchemeRule extends Sourced<number> {
  /** The unit the page writes after the figure. */
  unit: 'calendar days' | 'weeks' | 'months' | 'EUR';
  /** The rule, with the article or rulebook section that sets it. */
  rule: string;
}

const EPC_SDD_CORE =
  'https://www.europeanpaymentscouncil.eu/what-we-do/sepa-direct-debit/sepa-direct-debit-core-rulebook-and-implementation-guidelines';
const PSD2 = 'https://eur-lex.europa.eu/eli/dir/2015/2366/oj';

export const SCHEME_RULES = {
  sepaCore: {
    preNotificationDays: {
      value: 14,
      unit: 'calendar days',
      rule: 'EPC SDD Core Rulebook (EPC016-06), pre-notification: at least 14 calendar days before the due date unless creditor and debtor agree otherwise',
      source: EPC_SDD_CORE,
      checked: '2026-11-27',
    },
    refundWeeks: {
      value: 8,
      unit: 'weeks',
      rule: 'PSD2 (Directive (EU) 2015/2366) art. 77(1) and the EPC SDD Core Rulebook: refund of an authorised collection on request within 8 weeks of the debit, no reason needed',
      source: PSD2,
      checked: '2026-11-27',
    },
    unauthorisedRefundMonths: {
      value: 13,
      unit: 'months',
      rule: 'PSD2 (Directive (EU) 2015/2366) art. 71(1) and the EPC SDD Core Rulebook: an unauthorised collection (no valid mandate) may be disputed up to 13 months after the debit',
      source: PSD2,
      checked: '2026-11-27',
    },
    mandateExpiryMonths: {
      value: 36,
      unit: 'months',
      rule: 'EPC SDD Core Rulebook (EPC016-06), mandate expiry: a mandate lapses when no collection has been presented under it for 36 months',
      source: EPC_SDD_CORE,
      checked: '2026-11-27',
    },
  },
  fiDebtCollection: {
    consumerReminderFee: {
      value: 5,
      unit: 'EUR',
      rule: 'Laki saatavien perinnästä (513/1999) 10 a §: the most a creditor collecting a consumer claim itself may charge for one payment reminder (maksumuistutus)',
      source: 'https://www.finlex.fi/fi/laki/ajantasa/1999/19990513',
      checked: '2026-11-27',
    },
  },
} as const satisfies Record<string, Record<string, SchemeRule>>;

export type SchemeId = keyof typeof SCHEME_RULES;

/** A rule's figure by `scheme.rule` id ("sepaCore.mandateExpiryMonths"), or undefined for an unknown id. */
export function schemeRuleValue(id: string): number | undefined {
  const [scheme, rule] = id.split('.');
  if (!scheme || !rule || !Object.hasOwn(SCHEME_RULES, scheme)) return undefined;
  const rules: Record<string, SchemeRule> = SCHEME_RULES[scheme as SchemeId];
  return Object.hasOwn(rules, rule) ? rules[rule]!.value : undefined;
}
