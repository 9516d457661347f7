import { competitorRate } from '../data/competitorRates.ts';

/**
 * A system the calculator compares, with the spec's field names (`minutes_pr_reconcilliation`
 * is spelt as the spec spells it). Minutes are per invoice, except the reminder minutes,
 * which apply to the share of invoices that need a reminder.
 */
export interface CalculatorSystem {
  /** Message id of the system's name. */
  label: string;
  value: 'manual' | 'e-conomic' | 'stripe' | 'billvard';
  /** The provider's fee, in percent of monthly recurring revenue (0 for a fixed plan price). */
  cost_pr_mrr: number;
  /** How the fee is set: a share of MRR, or the monthly price of the plan the invoice volume needs. */
  fee_basis: 'mrr' | 'plan';
  minutes_pr_invoice: number;
  minutes_pr_reconcilliation: number;
  minutes_pr_revenue_recognition: number;
  minutes_pr_reminder: number;
  minutes_pr_booking_erp: number;
}

/** What an accountant's hour costs, in DKK (the spec's constant). */
export const ACCOUNTANT_COST_PER_HOUR = 450;

/** The rate the spec's Stripe row prices (the retired Scale plan), and what Stripe charges today. */
export const STRIPE_CALCULATOR_RATE = competitorRate('stripe-billing-scale');
export const STRIPE_CURRENT_RATE = competitorRate('stripe-billing-pay-as-you-go');

/** The spec's three ways of invoicing, then Billvard (docs/decisions/2026-11-25-cost-calculator.md). */
export const CALCULATOR_SYSTEMS: readonly CalculatorSystem[] = [
  {
    label: 'calculator.system.manual',
    value: 'manual',
    cost_pr_mrr: 0,
    fee_basis: 'mrr',
    minutes_pr_invoice: 2,
    minutes_pr_reconcilliation: 1,
    minutes_pr_revenue_recognition: 0.5,
    minutes_pr_reminder: 1,
    minutes_pr_booking_erp: 1,
  },
  {
    label: 'calculator.system.economic',
    value: 'e-conomic',
    cost_pr_mrr: 0,
    fee_basis: 'mrr',
    minutes_pr_invoice: 0.5,
    minutes_pr_reconcilliation: 1,
    minutes_pr_revenue_recognition: 0.5,
    minutes_pr_reminder: 1,
    minutes_pr_booking_erp: 1,
  },
  {
    // Stripe Billing's Scale plan at the spec's rate, read from the rivals' data; it automates
    // invoicing, reconciliation and revenue recognition, so those take no minutes (an
    // assumption the page states).
    label: 'calculator.system.stripe',
    value: 'stripe',
    cost_pr_mrr: STRIPE_CALCULATOR_RATE.percentOfVolume,
    fee_basis: 'mrr',
    minutes_pr_invoice: 0,
    minutes_pr_reconcilliation: 0,
    minutes_pr_revenue_recognition: 0,
    minutes_pr_reminder: 1,
    minutes_pr_booking_erp: 1,
  },
  {
    // Our own estimate, stated as such on the page: someone reviews exceptions on invoices and
    // matches the transfers the bank feed could not; reminders and ERP booking run by themselves.
    label: 'calculator.system.billvard',
    value: 'billvard',
    cost_pr_mrr: 0,
    fee_basis: 'plan',
    minutes_pr_invoice: 0.1,
    minutes_pr_reconcilliation: 0.1,
    minutes_pr_revenue_recognition: 0,
    minutes_pr_reminder: 0,
    minutes_pr_booking_erp: 0,
  },
];
