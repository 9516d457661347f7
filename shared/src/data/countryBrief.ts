import { BUYER_VAT, type BuyerVat } from './buyerVat';
import { VAT, type VatRate } from './countryFacts';
import { type BriefCountry, E_INVOICING, type EInvoicing } from './eInvoicing';
import { EXAMPLES } from './examples';
import { INTEGRATIONS } from './integrations';
import { type BillvardSends, billvardSends } from '../product/model';

/**
 * What a page for Sweden, Finland or Germany states about the country: its VAT, its
 * e-invoicing rules and what Billvard does there today, all read from the data (VAT from
 * `countryFacts.ts`, e-invoicing from `eInvoicing.ts` and whether we send it from the product model, the integrations offered in the country
 * from `integrationList.ts`, the invoicing currency from the example set).
 */
export interface CountryBrief {
  country: BriefCountry;
  vat: VatRate;
  vatSource: string;
  eInvoicing: EInvoicing;
  /** Whether Billvard sends the country's e-invoice formats, from the product model. */
  billvardSends: BillvardSends;
  /** How a business there pays VAT on our plans (the reverse charge), where we cite the rule. */
  buyerVat: BuyerVat | null;
  currency: string;
  /** ERPs, banks and direct-debit schemes listed for the country itself (not the ones offered everywhere). */
  erps: string[];
  banks: string[];
  directDebit: string[];
}

const namesIn = (country: BriefCountry, category: string) =>
  INTEGRATIONS.filter(
    (integration) => integration.category === category && integration.countries.includes(country),
  ).map((integration) => integration.title.en);

export function countryBrief(country: BriefCountry): CountryBrief {
  return {
    country,
    vat: VAT[country].value,
    vatSource: VAT[country].source,
    eInvoicing: E_INVOICING[country],
    billvardSends: billvardSends(country),
    buyerVat: BUYER_VAT[country] ?? null,
    currency: EXAMPLES[country].currency,
    erps: namesIn(country, 'erp'),
    banks: namesIn(country, 'bank'),
    directDebit: namesIn(country, 'direct-debit'),
  };
}
