import { describe, expect, it } from 'vitest';
import { COMPETITOR_RATES } from '../data/competitorRates';
import { hourlyCost, NORWEGIAN_ACCOUNTANT_HOUR } from '../data/labourRates';
import { planById } from '../data/pricing';
import { compareSystems, costFor, minutesPerStep, type PricedCost, splitDifference } from './cost';
import { DEFAULT_INPUTS } from './inputs';
import { type CalculatorMarket, calculatorMarket, DANISH_MARKET, NORWEGIAN_MARKET } from './markets';
import { planForInvoices } from './plan';
import { CALCULATOR_STEPS, MANUAL_SYSTEM } from './systems';

const system = (value: string, market: CalculatorMarket = DANISH_MARKET) =>
  market.systems.find((candidate) => candidate.value === value)!;

describe('costFor', () => {
  // The worked example at the defaults: 200 invoices, 500,000 MRR, 10 % reminders, every
  // system counted for the same five steps.
  it.each([
    ['DK', 'manual', 920, 6900, 0, 6900],
    ['DK', 'e-conomic', 620, 4650, 0, 4650],
    ['DK', 'stripe', 320, 2400, 3500, 5900],
    ['DK', 'billvard', 140, 1050, 1495, 2545],
    ['NO', 'manual', 920, 8280, 0, 8280],
    ['NO', 'tripletex', 620, 5580, 0, 5580],
    ['NO', 'stripe', 320, 2880, 3500, 6380],
    ['NO', 'billvard', 140, 1260, 2340, 3600],
  ] as const)(
    'in %s, %s at the defaults: %d minutes, %d labour + %d fee = %d a month',
    (country, value, minutes, labour, fee, monthly) => {
      const market = calculatorMarket(country);
      const cost = costFor(system(value, market), DEFAULT_INPUTS, market);
      expect(cost.minutes).toBeCloseTo(minutes, 9);
      expect(cost.labour).toBeCloseTo(labour, 9);
      expect(cost.fee).toBeCloseTo(fee, 9);
      expect(cost.monthly).toBeCloseTo(monthly, 9);
      expect(cost.yearly).toBeCloseTo(12 * monthly, 9);
      expect(cost.hours).toBeCloseTo(minutes / 60, 9);
    },
  );

  it.each([
    // inputs, system, expected monthly DKK
    [{ invoices: 0, mrr: 0, reminders: 0 }, 'manual', 0],
    [{ invoices: 0, mrr: 1_000_000, reminders: 50 }, 'stripe', 7000],
    [{ invoices: 1, mrr: 0, reminders: 100 }, 'manual', (5.5 / 60) * 450],
    [{ invoices: 100_000, mrr: 100_000_000, reminders: 100 }, 'stripe', 250_000 * 7.5 + 700_000],
    [{ invoices: 100_000, mrr: 0, reminders: 0 }, 'e-conomic', 300_000 * 7.5],
    // Free and Growth leave revenue recognition to be done by hand (0.5 min an invoice).
    [{ invoices: 10, mrr: 9_000_000, reminders: 100 }, 'billvard', (7 / 60) * 450],
    [{ invoices: 500, mrr: 0, reminders: 0 }, 'billvard', 350 * 7.5 + 1495],
    // Scale includes it: 0.2 min an invoice.
    [{ invoices: 501, mrr: 0, reminders: 0 }, 'billvard', 100.2 * 7.5 + 3995],
    [{ invoices: 2500, mrr: 0, reminders: 100 }, 'billvard', 500 * 7.5 + 3995],
  ])('%o with %s costs %d DKK a month', (inputs, value, monthly) => {
    expect(costFor(system(value), inputs).monthly).toBeCloseTo(monthly, 6);
  });

  it('counts every system for the same five steps, revenue recognition among them', () => {
    for (const market of [DANISH_MARKET, NORWEGIAN_MARKET])
      for (const candidate of market.systems) {
        const cost = costFor(candidate, DEFAULT_INPUTS, market);
        expect(Object.keys(cost.steps).sort()).toEqual([...CALCULATOR_STEPS].sort());
        expect(cost.steps.revenueRecognition).toBeGreaterThan(0);
      }
  });

  it.each([
    ['free', MANUAL_SYSTEM.minutes_pr_revenue_recognition],
    ['growth', MANUAL_SYSTEM.minutes_pr_revenue_recognition],
    ['scale', 0],
    ['enterprise', 0],
  ] as const)('on the %s plan, Billvard’s revenue recognition takes %d min an invoice', (plan, minutes) => {
    expect(minutesPerStep(system('billvard'), planById(plan)).revenueRecognition).toBe(minutes);
  });

  it('prices Stripe at today’s published rate, not the retired Scale plan’s', () => {
    const today = COMPETITOR_RATES.find((rate) => rate.id === 'stripe-billing-pay-as-you-go')!;
    const retired = COMPETITOR_RATES.find((rate) => rate.id === 'stripe-billing-scale')!;
    expect(system('stripe').cost_pr_mrr).toBe(today.percentOfVolume);
    expect(today).toMatchObject({ percentOfVolume: 0.7, since: '2024-07-10', retired: null });
    expect(retired.retired).toBe('2024-07-10');
  });

  it('shows Billvard’s labour above Scale’s allowance, and no fee or total it cannot know', () => {
    const cost = costFor(system('billvard'), { invoices: 2501, mrr: 500_000, reminders: 10 });
    expect(cost.plan?.id).toBe('enterprise');
    expect(cost.labour).toBeCloseTo(2501 * 0.2 * 7.5, 9);
    expect(cost.fee).toBeNull();
    expect(cost.monthly).toBeNull();
    expect(cost.yearly).toBeNull();
  });
});

describe('the Norwegian market', () => {
  it('prices an hour at SSB’s average wage with employer’s contribution and pension: 540 NOK', () => {
    // 65,780 x 12 x 1.161 / 1,687.5 hours = 543.08, to the nearest ten.
    expect(hourlyCost(NORWEGIAN_ACCOUNTANT_HOUR)).toBe(540);
    expect(NORWEGIAN_MARKET).toMatchObject({ currency: 'NOK', hourlyRate: 540 });
  });

  it('compares Tripletex, not e-conomic, and prices Billvard’s plans at the pricing page’s NOK amounts', () => {
    expect(NORWEGIAN_MARKET.systems.map((entry) => entry.value)).toEqual([
      'manual',
      'tripletex',
      'stripe',
      'billvard',
    ]);
    expect(NORWEGIAN_MARKET.planPrice(planById('growth'))).toBe(2340);
    expect(NORWEGIAN_MARKET.planPrice(planById('scale'))).toBe(6240);
    expect(NORWEGIAN_MARKET.planPrice(planById('enterprise'))).toBeNull();
  });

  it.each([
    ['NO', 'NO'],
    ['DK', 'DK'],
    ['SE', 'DK'],
    ['DE', 'DK'],
    [null, 'DK'],
  ] as const)('a site in %s answers for %s', (country, market) => {
    expect(calculatorMarket(country).country).toBe(market);
  });
});

describe('planForInvoices', () => {
  it.each([
    [0, 'free'],
    [10, 'free'],
    [11, 'growth'],
    [500, 'growth'],
    [501, 'scale'],
    [2500, 'scale'],
    [2501, 'enterprise'],
    [100_000, 'enterprise'],
  ])('%d invoices a month need the %s plan', (invoices, plan) => {
    expect(planForInvoices(invoices).id).toBe(plan);
  });
});

const names = (costs: { system: { value: string } }[]) => costs.map((cost) => cost.system.value);

describe('compareSystems', () => {
  it.each([
    // market, inputs, cheapest, its monthly, runner-up, saving, of which labour, of which fees
    ['DK', DEFAULT_INPUTS, 'billvard', 2545, 'e-conomic', 2105, 3600, -1495],
    ['NO', DEFAULT_INPUTS, 'billvard', 3600, 'tripletex', 1980, 4320, -2340],
    ['NO', { ...DEFAULT_INPUTS, mrr: 2_500_000 }, 'billvard', 3600, 'tripletex', 1980, 4320, -2340],
    ['DK', { invoices: 100, mrr: 100_000, reminders: 0 }, 'stripe', 1825, 'billvard', 195, -600, 795],
    ['DK', { invoices: 11, mrr: 2_000_000, reminders: 0 }, 'e-conomic', 247.5, 'manual', 123, 123, 0],
  ] as const)(
    'in %s with %o names %s cheapest at %d; the next, %s, costs %d more: %d labour and %d fees',
    (country, inputs, cheapest, monthly, next, saving, labour, fee) => {
      const comparison = compareSystems(inputs, calculatorMarket(country));
      expect(names(comparison.cheapest)).toEqual([cheapest]);
      expect(comparison.cheapest[0]!.monthly).toBeCloseTo(monthly, 9);
      expect(comparison.certain).toBe(true);
      expect(comparison.runnerUp?.system.value).toBe(next);
      expect(splitDifference(comparison.runnerUp!, comparison.cheapest[0]!)).toEqual({
        total: saving,
        labour,
        fee,
      });
    },
  );

  it('splits a difference in whole units that add up to the difference the page shows', () => {
    const cost = (monthly: number, fee: number) => ({ monthly, fee }) as PricedCost;
    expect(splitDifference(cost(1000.6, 200.4), cost(500.4, 300.6))).toEqual({
      total: 501,
      labour: 602,
      fee: -101,
    });
  });

  it('reports every option on a tie, in the systems’ order', () => {
    const comparison = compareSystems({ invoices: 0, mrr: 0, reminders: 0 });
    expect(names(comparison.cheapest)).toEqual(['manual', 'e-conomic', 'stripe', 'billvard']);
    expect(comparison.runnerUp).toBeNull();
  });

  it('above Scale’s allowance, names only the cheapest priced option: Enterprise’s price is unknown', () => {
    // 3,000 invoices, no revenue: Stripe 3,000 x 1.5 min = 33,750 DKK; Billvard's labour alone is
    // 3,000 x 0.2 min = 4,500 DKK, plus a price on request, so it may be cheaper or not.
    const comparison = compareSystems({ invoices: 3000, mrr: 0, reminders: 0 });
    expect(names(comparison.unpriced)).toEqual(['billvard']);
    expect(names(comparison.cheapest)).toEqual(['stripe']);
    expect(comparison.cheapest[0]!.monthly).toBeCloseTo(33_750, 9);
    expect(comparison.certain).toBe(false);
  });

  it('calls a priced option cheapest of all when it costs no more than an unpriced one’s labour alone', () => {
    const idle = {
      ...MANUAL_SYSTEM,
      minutes_pr_invoice: 0,
      minutes_pr_reconcilliation: 0,
      minutes_pr_revenue_recognition: 0,
      minutes_pr_booking_erp: 0,
      minutes_pr_reminder: 0,
    };
    const comparison = compareSystems({ invoices: 3000, mrr: 0, reminders: 0 }, DANISH_MARKET, [
      idle,
      system('billvard'),
    ]);
    expect(names(comparison.cheapest)).toEqual(['manual']);
    expect(comparison.certain).toBe(true);
  });
});
