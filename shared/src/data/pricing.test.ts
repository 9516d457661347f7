import { describe, expect, it } from 'vitest';
import { VAT } from './countryFacts';
import {
  approximateAmount,
  DKK_PER_UNIT,
  grossMonthlyDkk,
  type LocalCurrency,
  localCurrency,
  planById,
  planInvoiceFigure,
  PLANS,
} from './pricing';
import { PLAN_ORDER } from '../product/model';

/*
 * These tests read every price from PLANS and DKK_PER_UNIT and check what must hold whatever the
 * company sets them to; none retypes a price, so a price change needs no test change, and a
 * wrong price (a plan cheaper than the one below it, a price with øre) fails here.
 */

const PRICED = PLANS.filter((plan) => plan.monthlyDkk !== null);
const CURRENCIES = Object.keys(DKK_PER_UNIT) as LocalCurrency[];

describe('plans', () => {
  it('come in the product model’s plan order, with one most popular plan', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(PLAN_ORDER);
    expect(PLANS.filter((plan) => plan.mostPopular)).toHaveLength(1);
  });

  it('start with a free plan, and only Enterprise is priced on request', () => {
    expect(PLANS[0]?.monthlyDkk).toBe(0);
    expect(PLANS.filter((plan) => plan.monthlyDkk === null).map((plan) => plan.id)).toEqual(['enterprise']);
  });

  it('cost whole kroner a month, more on each plan up', () => {
    for (const plan of PRICED) expect(Number.isInteger(plan.monthlyDkk), plan.id).toBe(true);
    const prices = PRICED.map((plan) => plan.monthlyDkk ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
  });

  it('make an invoice cheaper on each paid plan up', () => {
    const paid = PRICED.filter((plan) => (plan.monthlyDkk ?? 0) > 0);
    const perInvoice = paid.map((plan) => (plan.monthlyDkk ?? 0) / (plan.invoiceLimit ?? 1));
    for (let index = 1; index < perInvoice.length; index++) {
      expect(perInvoice[index], paid[index]!.id).toBeLessThan(perInvoice[index - 1]!);
    }
  });
});

describe('invoice allowances', () => {
  it('rise from Free to Scale, and no plan is unlimited: Enterprise starts above the largest', () => {
    const limits = PRICED.map((plan) => plan.invoiceLimit ?? 0);
    expect(limits.every((limit) => Number.isInteger(limit) && limit > 0)).toBe(true);
    expect(limits).toEqual([...limits].sort((a, b) => a - b));
    expect(planInvoiceFigure(planById('enterprise'))).toBe(Math.max(...limits));
    for (const plan of PRICED) expect(planInvoiceFigure(plan)).toBe(plan.invoiceLimit);
  });
});

describe('grossMonthlyDkk', () => {
  it('adds Danish VAT to a plan price and rounds to the øre, as an invoice does', () => {
    const rate = VAT.DK.value.ratePercent / 100;
    for (const plan of PRICED) {
      const gross = grossMonthlyDkk(plan.monthlyDkk ?? 0);
      expect(Math.abs(gross - (plan.monthlyDkk ?? 0) * (1 + rate))).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.round(gross * 100) / 100).toBe(gross);
    }
  });
});

describe('approximateAmount', () => {
  it('is nothing for nothing', () => {
    for (const currency of CURRENCIES) expect(approximateAmount(0, currency)).toBe(0);
  });

  it.each(CURRENCIES)(
    'gives every plan price in %s at the fixed rate: whole euros, kroner to the nearest ten',
    (currency) => {
      const step = currency === 'EUR' ? 1 : 10;
      for (const plan of PRICED) {
        const exact = (plan.monthlyDkk ?? 0) / DKK_PER_UNIT[currency];
        const shown = approximateAmount(plan.monthlyDkk ?? 0, currency);
        expect(shown % step, `${plan.id} in ${currency}`).toBe(0);
        expect(Math.abs(shown - exact), `${plan.id} in ${currency}`).toBeLessThanOrEqual(step / 2);
      }
    },
  );
});

describe('localCurrency', () => {
  it('is NOK in Norway, SEK in Sweden, EUR in Finland and Germany, none in Denmark or on the default site', () => {
    expect(localCurrency('NO')).toBe('NOK');
    expect(localCurrency('SE')).toBe('SEK');
    expect(localCurrency('FI')).toBe('EUR');
    expect(localCurrency('DE')).toBe('EUR');
    expect(localCurrency('DK')).toBeNull();
    expect(localCurrency(null)).toBeNull();
  });
});
