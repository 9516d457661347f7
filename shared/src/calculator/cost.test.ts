import { describe, expect, it } from 'vitest';
import { COMPETITOR_RATES } from '../data/competitorRates';
import { compareSystems, costFor } from './cost';
import { DEFAULT_INPUTS } from './inputs';
import { planForInvoices } from './plan';
import { CALCULATOR_SYSTEMS } from './systems';

const system = (value: string) => CALCULATOR_SYSTEMS.find((candidate) => candidate.value === value)!;

describe('costFor', () => {
  // The worked example at the defaults: 200 invoices, 500,000 DKK MRR, 10 % reminders.
  it.each([
    ['manual', 920, 6900, 0, 6900],
    ['e-conomic', 620, 4650, 0, 4650],
    ['stripe', 220, 1650, 4000, 5650],
    ['billvard', 40, 300, 1495, 1795],
  ])(
    '%s at the defaults: %d minutes, %d DKK labour + %d DKK fee = %d DKK a month',
    (value, minutes, labour, fee, monthly) => {
      const cost = costFor(system(value), DEFAULT_INPUTS);
      expect(cost.minutes).toBeCloseTo(minutes, 9);
      expect(cost.labour).toBeCloseTo(labour, 9);
      expect(cost.fee).toBeCloseTo(fee, 9);
      expect(cost.monthly).toBeCloseTo(monthly, 9);
      expect(cost.yearly).toBeCloseTo(12 * monthly, 9);
      expect(cost.hours).toBeCloseTo(minutes / 60, 9);
    },
  );

  it('prices Billvard at the defaults on the Growth plan', () => {
    expect(costFor(system('billvard'), DEFAULT_INPUTS).plan?.id).toBe('growth');
  });

  it.each([
    // inputs, system, expected monthly DKK
    [{ invoices: 0, mrr: 0, reminders: 0 }, 'manual', 0],
    [{ invoices: 0, mrr: 1_000_000, reminders: 50 }, 'stripe', 8000],
    [{ invoices: 1, mrr: 0, reminders: 100 }, 'manual', (5.5 / 60) * 450],
    [{ invoices: 100_000, mrr: 100_000_000, reminders: 100 }, 'stripe', 200_000 * 7.5 + 800_000],
    [{ invoices: 100_000, mrr: 0, reminders: 0 }, 'e-conomic', 300_000 * 7.5],
    [{ invoices: 10, mrr: 9_000_000, reminders: 100 }, 'billvard', (2 / 60) * 450],
    [{ invoices: 2500, mrr: 0, reminders: 100 }, 'billvard', 500 * 7.5 + 3995],
  ])('%o with %s costs %d DKK a month', (inputs, value, monthly) => {
    expect(costFor(system(value), inputs).monthly).toBeCloseTo(monthly, 6);
  });

  it('reads the Stripe row from the rivals data: the retired Scale plan at 0.8 %', () => {
    const scale = COMPETITOR_RATES.find((rate) => rate.id === 'stripe-billing-scale')!;
    expect(system('stripe').cost_pr_mrr).toBe(scale.percentOfVolume);
    expect(scale.percentOfVolume).toBe(0.8);
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
  it('names Billvard on Growth cheapest at the defaults, 2,855 DKK under the e-conomic module', () => {
    const comparison = compareSystems(DEFAULT_INPUTS);
    expect(names(comparison.cheapest)).toEqual(['billvard']);
    expect(comparison.certain).toBe(true);
    expect(comparison.runnerUp?.system.value).toBe('e-conomic');
    expect(comparison.runnerUp!.monthly - comparison.cheapest[0]!.monthly).toBeCloseTo(2855, 9);
  });

  it('names Stripe, not Billvard, for a few invoices on little revenue, and says Billvard costs more', () => {
    // 20 invoices, 10,000 DKK MRR: Stripe 20 x 1 min = 150 DKK + 80 DKK fee = 230 DKK;
    // Billvard 20 x 0.2 min = 30 DKK + 1,495 DKK (Growth) = 1,525 DKK.
    const comparison = compareSystems({ invoices: 20, mrr: 10_000, reminders: 0 });
    expect(names(comparison.cheapest)).toEqual(['stripe']);
    expect(comparison.certain).toBe(true);
    expect(comparison.costs.find((cost) => cost.system.value === 'billvard')?.monthly).toBeCloseTo(1525, 9);
  });

  it('names the e-conomic module when 11 invoices just miss the Free plan and revenue is high', () => {
    // By hand 11 x 4.5 min = 371.25 DKK; e-conomic 11 x 3 min = 247.50 DKK;
    // Billvard 16.50 + 1,495 DKK; Stripe 82.50 + 16,000 DKK.
    const comparison = compareSystems({ invoices: 11, mrr: 2_000_000, reminders: 0 });
    expect(names(comparison.cheapest)).toEqual(['e-conomic']);
    expect(comparison.runnerUp?.system.value).toBe('manual');
  });

  it('reports every option on a tie, in the systems’ order', () => {
    const comparison = compareSystems({ invoices: 0, mrr: 0, reminders: 0 });
    expect(names(comparison.cheapest)).toEqual(['manual', 'e-conomic', 'stripe', 'billvard']);
    expect(comparison.runnerUp).toBeNull();
  });

  it('above Scale’s allowance, names only the cheapest priced option: Enterprise’s price is unknown', () => {
    // 3,000 invoices, no revenue: Stripe 3,000 x 1 min = 22,500 DKK; Billvard's labour alone is
    // 3,000 x 0.2 min = 4,500 DKK, plus a price on request, so it may be cheaper or not.
    const comparison = compareSystems({ invoices: 3000, mrr: 0, reminders: 0 });
    expect(names(comparison.unpriced)).toEqual(['billvard']);
    expect(names(comparison.cheapest)).toEqual(['stripe']);
    expect(comparison.certain).toBe(false);
  });

  it('calls a priced option cheapest of all when it costs no more than an unpriced one’s labour alone', () => {
    const free = { ...system('manual'), minutes_pr_invoice: 0, minutes_pr_reconcilliation: 0 };
    const idle = {
      ...free,
      minutes_pr_revenue_recognition: 0,
      minutes_pr_booking_erp: 0,
      minutes_pr_reminder: 0,
    };
    const comparison = compareSystems({ invoices: 3000, mrr: 0, reminders: 0 }, [idle, system('billvard')]);
    expect(names(comparison.cheapest)).toEqual(['manual']);
    expect(comparison.certain).toBe(true);
  });
});
