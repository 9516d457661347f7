import { describe, expect, it } from 'vitest';
import { approximateEur, planById, planInvoiceFigure, PLANS } from './pricing';

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

describe('approximateEur', () => {
  it.each([
    [0, 0],
    [1495, 200],
    [3995, 536],
  ])('%d DKK is about %d EUR', (dkk, eur) => {
    expect(approximateEur(dkk)).toBe(eur);
  });
});
