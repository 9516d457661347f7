import { describe, expect, it } from 'vitest';
import { countryBrief } from './countryBrief';
import { billvardSends, capability } from '../product/model';

describe('the country brief for Sweden, Finland and Germany', () => {
  it.each([
    ['SE', 25, 'SEK', ['Peppol BIS Billing 3', 'Svefaktura']],
    ['FI', 25.5, 'EUR', ['Finvoice', 'Peppol BIS Billing 3']],
    ['DE', 19, 'EUR', ['XRechnung', 'ZUGFeRD']],
  ] as const)('%s: VAT %d %%, invoices in %s, e-invoices as %j', (country, rate, currency, formats) => {
    const brief = countryBrief(country);
    expect(brief.vat.ratePercent).toBe(rate);
    expect(brief.currency).toBe(currency);
    expect(brief.eInvoicing.formats).toEqual(formats);
  });

  it('states when Finland’s rate took effect', () => {
    expect(countryBrief('FI').vat.since).toBe('2024-09-01');
  });

  it('states the German B2B mandate: receive from 2025, issue from 2027 above €800,000 and from 2028 for all', () => {
    expect(countryBrief('DE').eInvoicing.business).toEqual([
      { duty: 'receive', from: '2025-01-01', turnoverAboveEur: null },
      { duty: 'issue', from: '2027-01-01', turnoverAboveEur: 800_000 },
      { duty: 'issue', from: '2028-01-01', turnoverAboveEur: null },
    ]);
  });

  it('names only what is offered in the country: no Danish or Norwegian scheme, ERP or bank', () => {
    expect(countryBrief('SE')).toMatchObject({
      erps: ['Business Central', 'Fortnox'],
      banks: ['Nordea', 'Danske Bank', 'Handelsbanken'],
      directDebit: [],
    });
    expect(countryBrief('FI')).toMatchObject({
      erps: ['Business Central', 'Netvisor', 'Procountor'],
      banks: ['Nordea', 'Danske Bank'],
      directDebit: ['SEPA Direct Debit'],
    });
    expect(countryBrief('DE')).toMatchObject({
      erps: ['Business Central'],
      banks: [],
      directDebit: ['SEPA Direct Debit'],
    });
    const named = JSON.stringify(['SE', 'FI', 'DE'].map((country) => countryBrief(country as 'SE')));
    expect(named).not.toMatch(/Betalingsservice|AvtaleGiro|Leverandørservice|e-conomic|Tripletex|DKK|NOK/);
  });

  it('says whether we send the country’s e-invoices as the product model does: Finland and Germany planned with their quarters, Sweden not planned', () => {
    expect(countryBrief('SE').billvardSends).toEqual({ kind: 'no' });
    expect(countryBrief('FI').billvardSends).toEqual({
      kind: 'planned',
      quarter: capability('eInvoicing').plannedCountries?.FI,
    });
    expect(countryBrief('DE').billvardSends).toEqual({ kind: 'planned', quarter: '2027-Q3' });
    expect(billvardSends('DK')).toEqual({ kind: 'sends' });
    expect(billvardSends('NO')).toEqual({ kind: 'sends' });
  });

  it('states the German reverse charge for a business buying our plans (§ 13b UStG, Article 196), and no rule it does not cite', () => {
    expect(countryBrief('DE').buyerVat).toMatchObject({
      law: '§ 13b Abs. 1 und 5 UStG',
      directive: 'Article 196 of the VAT Directive (2006/112/EC)',
    });
    expect(countryBrief('SE').buyerVat).toBeNull();
    expect(countryBrief('FI').buyerVat).toBeNull();
  });
});
