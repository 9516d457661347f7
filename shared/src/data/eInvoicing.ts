/**
 * E-invoicing in Sweden, Finland and Germany, where the site states each country's rules and
 * what Billvard does there today (docs/decisions/2026-11-27-country-truth-second-round.md).
 * Denmark's and Norway's networks (NemHandel, EHF) are in `countryFacts.ts`. Whether Billvard
 * sends a country's formats is the product model's (`billvardSends` in `product/model.ts`). Each entry names
 * the public page it comes from and the day we read it.
 */

export type BriefCountry = 'SE' | 'FI' | 'DE';

export const BRIEF_COUNTRIES: readonly BriefCountry[] = ['SE', 'FI', 'DE'];

/** A duty a law puts on businesses, from a date, for all or above a turnover. */
export interface EInvoiceDuty {
  /** Who must do what: receive e-invoices, issue them, or issue them when the buyer asks. */
  duty: 'receive' | 'issue' | 'issueOnRequest';
  /** ISO date the duty starts (or started). */
  from: string;
  /** The duty applies to businesses with a previous-year turnover above this, in euro; null for all. */
  turnoverAboveEur: number | null;
}

export interface EInvoicing {
  country: BriefCountry;
  /** The formats and networks in use, as the country names them. */
  formats: readonly string[];
  /** The rule that makes e-invoices mandatory for suppliers to the public sector, and since when. */
  publicSector: { rule: string; since: string };
  /** Duties between businesses; empty where the law sets none. */
  business: readonly EInvoiceDuty[];
  source: string;
  checked: string;
}

const CHECKED = '2026-11-27';

export const E_INVOICING: Record<BriefCountry, EInvoicing> = {
  SE: {
    country: 'SE',
    formats: ['Peppol BIS Billing 3', 'Svefaktura'],
    // Lag (2018:1277) om elektroniska fakturor till följd av offentlig upphandling.
    publicSector: { rule: 'lag (2018:1277) om elektroniska fakturor', since: '2019-04-01' },
    business: [],
    source: 'https://www.digg.se/digitala-tjanster/e-handel/e-faktura',
    checked: CHECKED,
  },
  FI: {
    country: 'FI',
    formats: ['Finvoice', 'Peppol BIS Billing 3'],
    // Laki sähköisestä laskutuksesta (241/2019): public buyers since 1 April 2020, and a business
    // may ask a supplier with more than €10,000 turnover for an e-invoice.
    publicSector: { rule: 'laki sähköisestä laskutuksesta (241/2019)', since: '2020-04-01' },
    business: [{ duty: 'issueOnRequest', from: '2020-04-01', turnoverAboveEur: 10_000 }],
    source: 'https://www.finlex.fi/fi/laki/alkup/2019/20190241',
    checked: CHECKED,
  },
  DE: {
    country: 'DE',
    formats: ['XRechnung', 'ZUGFeRD'],
    // E-Rechnungsverordnung for the federal administration; the B2B mandate of the
    // Wachstumschancengesetz (§ 14 UStG, BMF letter of 15 October 2024).
    publicSector: { rule: 'E-Rechnungsverordnung', since: '2020-11-27' },
    business: [
      { duty: 'receive', from: '2025-01-01', turnoverAboveEur: null },
      { duty: 'issue', from: '2027-01-01', turnoverAboveEur: 800_000 },
      { duty: 'issue', from: '2028-01-01', turnoverAboveEur: null },
    ],
    source: 'https://www.bundesfinanzministerium.de/Content/DE/FAQ/e-rechnung.html',
    checked: CHECKED,
  },
};
