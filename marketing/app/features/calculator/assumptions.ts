import {
  type CalculatorMarket,
  DKK_PER_UNIT,
  MANUAL_SYSTEM,
  NORWEGIAN_ACCOUNTANT_HOUR,
  PATHS,
  PLANS,
  planById,
  planIncludesRevenueRecognition,
  STRIPE_CURRENT_RATE,
  STRIPE_RETIRED_RATE,
  stepMinutes,
  type CalculatorSystem,
} from '@web/shared';

/** Where an assumption comes from: a message id, a link where there is one, and when we last read it. */
export interface Source {
  label: string;
  url?: string;
  /** A path on this site, localized when shown. */
  path?: string;
  /** ISO date we last checked the source. */
  checked?: string;
}

/**
 * A figure an assumption quotes, from the data: a number, a percentage, an amount in the
 * market's currency, a date, a list of plan names, or a name from the data as it is written.
 */
export type Figure =
  | number
  | { percent: number }
  | { money: number }
  | { date: string }
  | { plans: string[] }
  | { text: string };

/** One stated assumption: its message, the figures it quotes and its source. */
export interface Assumption {
  id: string;
  values: Record<string, Figure>;
  source: Source;
}

const system = (market: CalculatorMarket, value: CalculatorSystem['value']) =>
  market.systems.find((candidate) => candidate.value === value)!;
const minutes = (entry: CalculatorSystem) => {
  const steps = stepMinutes(entry);
  return {
    invoice: steps.invoice,
    reconciliation: steps.reconciliation,
    revenue: steps.revenueRecognition,
    booking: steps.erpBooking,
    reminder: steps.reminder,
  };
};

const ESTIMATE: Source = { label: 'calculator.source.estimate' };
const STRIPE: Source = {
  label: 'calculator.source.stripe',
  url: STRIPE_CURRENT_RATE.source,
  checked: STRIPE_CURRENT_RATE.checked,
};
const WAGE = NORWEGIAN_ACCOUNTANT_HOUR;

/** What an hour costs, and where that comes from: the spec's Danish figure, or the Norwegian derivation. */
function rate(market: CalculatorMarket): Assumption {
  if (market.country === 'DK')
    return {
      id: 'calculator.assumption.rate',
      values: { rate: { money: market.hourlyRate } },
      source: ESTIMATE,
    };
  return {
    id: 'calculator.assumption.rate.NO',
    values: {
      rate: { money: market.hourlyRate },
      wage: { money: WAGE.monthlyWage.value },
      group: { text: WAGE.monthlyWage.group },
      year: { text: String(WAGE.monthlyWage.year) },
      contribution: { percent: WAGE.employerContributionPercent.value },
      pension: { percent: WAGE.pensionPercent.value },
      hours: WAGE.hoursPerYear,
    },
    source: {
      label: 'calculator.source.ssb',
      url: WAGE.monthlyWage.source,
      checked: WAGE.monthlyWage.checked,
    },
  };
}

/** The accounting system's own subscription invoicing: e-conomic in Denmark, Tripletex in Norway. */
function accountingSystem(market: CalculatorMarket): Assumption {
  if (market.country === 'DK')
    return {
      id: 'calculator.assumption.economic',
      values: minutes(system(market, 'e-conomic')),
      source: ESTIMATE,
    };
  return {
    id: 'calculator.assumption.tripletex',
    values: minutes(system(market, 'tripletex')),
    source: {
      label: 'calculator.source.tripletex',
      url: 'https://www.tripletex.no/sertifisering-kapittel-7-1',
      checked: '2026-11-27',
    },
  };
}

/** Every assumption behind the market's figures, each with its source; the numbers come from the data. */
export function assumptionsFor(market: CalculatorMarket): Assumption[] {
  const plan = (id: 'free' | 'growth' | 'scale') => {
    const entry = planById(id);
    return { limit: entry.invoiceLimit!, price: { money: market.planPrice(entry)! } };
  };
  const [free, growth, scale] = [plan('free'), plan('growth'), plan('scale')];
  const billvard = system(market, 'billvard');
  return [
    rate(market),
    { id: 'calculator.assumption.manual', values: minutes(MANUAL_SYSTEM), source: ESTIMATE },
    accountingSystem(market),
    {
      id: 'calculator.assumption.stripe',
      values: {
        fee: { percent: STRIPE_CURRENT_RATE.percentOfVolume },
        since: { date: STRIPE_CURRENT_RATE.since! },
        retiredFee: { percent: STRIPE_RETIRED_RATE.percentOfVolume },
        retired: { date: STRIPE_RETIRED_RATE.retired! },
      },
      source: STRIPE,
    },
    {
      id: 'calculator.assumption.stripeAutomation',
      values: minutes(system(market, 'stripe')),
      source: ESTIMATE,
    },
    {
      id: 'calculator.assumption.billvard',
      values: {
        ...minutes(billvard),
        manualRevenue: MANUAL_SYSTEM.minutes_pr_revenue_recognition,
        plans: { plans: PLANS.filter(planIncludesRevenueRecognition).map((entry) => entry.id) },
      },
      source: { label: 'calculator.source.billvardEstimate' },
    },
    {
      id: 'calculator.assumption.billvardPlan',
      values: {
        freeLimit: free.limit,
        freePrice: free.price,
        growthLimit: growth.limit,
        growthPrice: growth.price,
        scaleLimit: scale.limit,
        scalePrice: scale.price,
      },
      source: { label: 'calculator.source.pricing', path: PATHS.pricing },
    },
    ...(market.currency === 'NOK'
      ? [
          {
            id: 'calculator.assumption.planCurrency',
            values: { rate: DKK_PER_UNIT.NOK },
            source: { label: 'calculator.source.pricing', path: PATHS.pricing },
          },
        ]
      : []),
    { id: 'calculator.assumption.excluded', values: {}, source: { label: 'calculator.source.scope' } },
  ];
}
