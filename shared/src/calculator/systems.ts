/**
 * A system the calculator compares, with the spec's field names (`minutes_pr_reconcilliation`
 * is spelt as the spec spells it). Minutes are per invoice, except the reminder minutes,
 * which apply to the share of invoices that need a reminder.
 */
export interface CalculatorSystem {
  /** Message id of the system's name. */
  label: string;
  value: 'manual' | 'e-conomic' | 'stripe';
  /** The provider's fee, in percent of monthly recurring revenue. */
  cost_pr_mrr: number;
  minutes_pr_invoice: number;
  minutes_pr_reconcilliation: number;
  minutes_pr_revenue_recognition: number;
  minutes_pr_reminder: number;
  minutes_pr_booking_erp: number;
}

/** What an accountant's hour costs, in DKK (the spec's constant). */
export const ACCOUNTANT_COST_PER_HOUR = 450;

/** The three ways of invoicing the calculator compares. */
export const CALCULATOR_SYSTEMS: readonly CalculatorSystem[] = [
  {
    label: 'calculator.system.manual',
    value: 'manual',
    cost_pr_mrr: 0,
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
    minutes_pr_invoice: 0.5,
    minutes_pr_reconcilliation: 1,
    minutes_pr_revenue_recognition: 0.5,
    minutes_pr_reminder: 1,
    minutes_pr_booking_erp: 1,
  },
  {
    // Stripe Billing's Scale plan at the spec's 0.8 %; it automates invoicing, reconciliation
    // and revenue recognition, so those take no minutes (an assumption the page states).
    label: 'calculator.system.stripe',
    value: 'stripe',
    cost_pr_mrr: 0.8,
    minutes_pr_invoice: 0,
    minutes_pr_reconcilliation: 0,
    minutes_pr_revenue_recognition: 0,
    minutes_pr_reminder: 1,
    minutes_pr_booking_erp: 1,
  },
];
