import {
  capability,
  COUNTRY_FACTS,
  EXAMPLE_COUNTRIES,
  EXAMPLES,
  FACT_COUNTRIES,
  INTEGRATIONS,
  offeredIn,
  VAT,
} from '@web/shared';
import { describe, expect, it } from 'vitest';
import { journalImbalance, postingJournal, subscriptionTotals, VIEW_DATA } from './viewData';

describe('the drawn product views add up', () => {
  it.each(EXAMPLE_COUNTRIES)('the ERP posting view balances, debits against credits (%s)', (country) => {
    const journal = postingJournal(country);
    expect(journalImbalance(journal)).toBe(0);
    const debits = journal.filter((line) => line.amount > 0).reduce((sum, line) => sum + line.amount, 0);
    const credits = journal.filter((line) => line.amount < 0).reduce((sum, line) => sum - line.amount, 0);
    expect(debits).toBe(credits);
  });

  it('an unbalanced journal is caught: the old home page view, 2,100 in credits against a 2,000 debit', () => {
    const old = [
      { account: 1010, text: 'view.erp.line.revenue', amount: -1600 },
      { account: 7700, text: 'view.erp.line.vat', amount: -400 },
      { account: 5600, text: 'view.erp.line.debtors', amount: 2000 },
      { account: 1090, text: 'view.erp.line.fee', amount: -100 },
    ];
    expect(journalImbalance(old)).toBe(-100);
  });

  it.each(EXAMPLE_COUNTRIES)(
    "the subscription's quarterly invoice is the sum of its lines, VAT at the country's rate (%s)",
    (country) => {
      const { planMonthly, seatMonthly, seats, monthsPerInvoice } = EXAMPLES[country].subscription;
      const totals = subscriptionTotals(country);
      expect(monthsPerInvoice).toBe(3);
      expect(totals.plan).toBe(3 * planMonthly);
      expect(totals.seats).toBe(3 * seatMonthly * seats);
      expect(totals.net).toBe(totals.plan + totals.seats);
      expect(totals.vat).toBeCloseTo((totals.net * VAT[country].value.ratePercent) / 100, 9);
      expect(totals.total).toBe(totals.plan + totals.seats + totals.vat);
    },
  );

  it('the reminder fee is posted at the country’s statutory maximum, on its own account without VAT', () => {
    for (const country of FACT_COUNTRIES) {
      const facts = COUNTRY_FACTS[country];
      const fee = postingJournal(country).find((line) => line.text === 'view.erp.line.fee');
      expect(fee).toEqual({
        account: facts.chartOfAccounts.value.reminderFees,
        text: 'view.erp.line.fee',
        amount: -facts.reminderFee.value.amount,
      });
    }
  });

  it('a Norwegian view invoices in NOK on NS 4102 accounts and posts to a Norwegian ERP', () => {
    expect(VIEW_DATA.NO.currency).toBe('NOK');
    expect(COUNTRY_FACTS.NO.exampleErps.value).toContain(VIEW_DATA.NO.erpName);
    const accounts = Object.fromEntries(postingJournal('NO').map((line) => [line.text, line.account]));
    expect(accounts['view.erp.line.revenue']).toBeGreaterThanOrEqual(3000);
    expect(accounts['view.erp.line.revenue']).toBeLessThanOrEqual(3999);
    expect(accounts['view.erp.line.debtors']).toBe(1500);
    expect(accounts['view.erp.line.vat']).toBe(2700);
  });

  it.each(EXAMPLE_COUNTRIES)(
    'the ERP and deviation views of %s are in its currency, post to an ERP offered there that takes expenses where it can, and their deviations add up',
    (country) => {
      const data = VIEW_DATA[country];
      expect(data.currency).toBe(EXAMPLES[country].currency);
      const erp = INTEGRATIONS.find((integration) => integration.title.en === data.erpName);
      expect(erp?.category).toBe('erp');
      expect(offeredIn(erp!, country)).toBe(true);
      // The expenses page shows this view: where the beta posts to an ERP of the country, the view's ERP is one of them.
      const expenseErps: readonly string[] = capability('expenses').integrations ?? [];
      const countryExpenseErps = INTEGRATIONS.filter(
        (integration) =>
          integration.category === 'erp' &&
          integration.countries.includes(country) &&
          expenseErps.includes(integration.title.en),
      );
      if (countryExpenseErps.length > 0) expect(expenseErps).toContain(data.erpName);
      // A deviation that was edited in the ERP holds the invoice's net amount: billed = net plus the country's VAT.
      const rate = VAT[country].value.ratePercent / 100;
      for (const row of data.deviations)
        if (row.erp > 0)
          expect(Math.round(row.erp * (1 + rate) * 100) / 100, `#${row.invoice}`).toBe(row.billed);
      // Invoice numbers are the country's series (DK 10…, NO 20…, SE 30…, FI 40…, DE 50…), as in the invoice list.
      const series = Math.floor(EXAMPLES[country].invoices[0]!.number / 10000);
      for (const row of data.deviations)
        expect(Math.floor(row.invoice / 10000), `#${row.invoice}`).toBe(series);
    },
  );

  it("Swedish, Finnish and German views post to their countries' standard charts (BAS, tililuettelo, SKR03)", () => {
    const accounts = (country: 'SE' | 'FI' | 'DE') =>
      Object.fromEntries(postingJournal(country).map((line) => [line.text, line.account]));
    expect(accounts('SE')).toEqual({
      'view.erp.line.debtors': 1510,
      'view.erp.line.revenue': 3001,
      'view.erp.line.vat': 2611,
    });
    expect(accounts('FI')).toEqual({
      'view.erp.line.debtors': 1700,
      'view.erp.line.revenue': 3000,
      'view.erp.line.vat': 2939,
    });
    expect(accounts('DE')).toEqual({
      'view.erp.line.debtors': 1400,
      'view.erp.line.revenue': 8400,
      'view.erp.line.vat': 1776,
    });
  });

  it('a Danish view invoices in DKK and posts to a Danish ERP', () => {
    expect(VIEW_DATA.DK.currency).toBe('DKK');
    expect(COUNTRY_FACTS.DK.exampleErps.value).toContain(VIEW_DATA.DK.erpName);
  });
});
