import { hourlyCost, NORWEGIAN_ACCOUNTANT_HOUR } from '../data/labourRates.ts';
import { approximateAmount, type Plan } from '../data/pricing.ts';
import type { CalculatorCurrency } from './inputs';
import {
  ACCOUNTANT_COST_PER_HOUR,
  CALCULATOR_SYSTEMS,
  type CalculatorSystem,
  NORWEGIAN_CALCULATOR_SYSTEMS,
} from './systems';

/**
 * The country a calculator answers for: the currency it takes and shows, what an hour of
 * finance work costs there, the systems it compares, and Billvard's plan prices in that
 * currency. Norway on nb-NO and en-NO; Denmark on every other site (whose text says so).
 */
export interface CalculatorMarket {
  country: 'DK' | 'NO';
  currency: CalculatorCurrency;
  /** An accountant's hour, in `currency`. */
  hourlyRate: number;
  systems: readonly CalculatorSystem[];
  /** A plan's monthly price in `currency`; null when it is agreed per customer. */
  planPrice: (plan: Plan) => number | null;
}

export const DANISH_MARKET: CalculatorMarket = {
  country: 'DK',
  currency: 'DKK',
  hourlyRate: ACCOUNTANT_COST_PER_HOUR,
  systems: CALCULATOR_SYSTEMS,
  planPrice: (plan) => plan.monthlyDkk,
};

export const NORWEGIAN_MARKET: CalculatorMarket = {
  country: 'NO',
  currency: 'NOK',
  hourlyRate: hourlyCost(NORWEGIAN_ACCOUNTANT_HOUR),
  systems: NORWEGIAN_CALCULATOR_SYSTEMS,
  // Customers pay in DKK; in NOK the calculator uses the pricing page's approximate amount.
  planPrice: (plan) => (plan.monthlyDkk === null ? null : approximateAmount(plan.monthlyDkk, 'NOK')),
};

/** The market whose currency a link names (`?currency=NOK`). */
export function marketForCurrency(currency: CalculatorCurrency): CalculatorMarket {
  return currency === 'NOK' ? NORWEGIAN_MARKET : DANISH_MARKET;
}

/** The market a site's country answers for: Norway's on Norwegian sites, Denmark's elsewhere. */
export function calculatorMarket(country: string | null): CalculatorMarket {
  return country === 'NO' ? NORWEGIAN_MARKET : DANISH_MARKET;
}
