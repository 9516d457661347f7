import type { BriefCountry } from './eInvoicing';

/**
 * How VAT works for a business in Sweden, Finland or Germany that buys our plans, a service
 * supplied from Denmark (docs/decisions/2026-11-27-country-truth-second-round.md). Between
 * businesses in the EU the service is taxed where the buyer is established (Article 44 of the
 * VAT Directive) and the buyer owes the VAT (Article 196): we invoice without VAT, and the buyer
 * calculates its own country's VAT under its own law's reverse-charge rule. Norway, outside the
 * EU, is `reverseCharge` in `countryFacts.ts`. Only the countries whose rule we have read and
 * cite are here; the pricing page states the rule for those, and nothing for the others.
 */
export interface BuyerVat {
  country: BriefCountry;
  /** What the country's law calls the rule, in the country's language. */
  term: string;
  /** The national provision that puts the VAT on the buyer. */
  law: string;
  /** The EU provision behind it. */
  directive: string;
  /** The words a supplier's invoice must carry, in the country's language. */
  invoiceNote: string;
  source: string;
  checked: string;
}

export const BUYER_VAT: Partial<Record<BriefCountry, BuyerVat>> = {
  DE: {
    country: 'DE',
    term: 'Steuerschuldnerschaft des Leistungsempfängers',
    // § 13b Abs. 1 UStG: services of a supplier established abroad (§ 3a Abs. 2); Abs. 5: the
    // business buyer owes the tax; § 14a Abs. 5 UStG: the invoice states it.
    law: '§ 13b Abs. 1 und 5 UStG',
    directive: 'Article 196 of the VAT Directive (2006/112/EC)',
    invoiceNote: 'Steuerschuldnerschaft des Leistungsempfängers',
    source: 'https://www.gesetze-im-internet.de/ustg_1980/__13b.html',
    checked: '2026-11-27',
  },
};
