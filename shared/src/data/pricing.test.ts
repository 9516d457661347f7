import { describe, expect, it } from 'vitest';
import { approximateAmount, localCurrency, planById, planInvoiceFigure, PLANS } from './pricing';

describe('plans', () => {
  it('has a free plan, one most popular plan and per-month DKK prices', () => {
    expect(PLANS.find((plan) => plan.monthlyDkk === 0)?.id).toBe('free');
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(['growth']);
    expect(PLANS.map((plan) => plan.monthlyDkk)).toEqual([0, 1495, 3995, null]);
  });
});

describe('invoice allowances', () => {
  it('rise from Free to Scale, and no plan is unlimited: Enterprise starts above Scale', () => {
    expect(PLANS.map((plan) => plan.invoiceLimit)).toEqual([10, 500, 2500, null]);
    expect(planInvoiceFigure(planById('enterprise'))).toBe(2500);
    expect(planInvoiceFigure(planById('growth'))).toBe(500);
  });
});

describe('approximateAmount', () => {
  it.each([
    [0, 'EUR', 0],
    [1495, 'EUR', 200],
    [3995, 'EUR', 536],
    [1495, 'NOK', 2340],
    [3995, 'NOK', 6240],
    [1495, 'SEK', 2200],
    [3995, 'SEK', 5880],
  ] as const)('%d DKK is about %s %d', (dkk, currency, amount) => {
    expect(approximateAmount(dkk, currency)).toBe(amount);
  });
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
