import { competitorRate } from '../data/competitorRates.ts';

/**
 * A system the calculator compares, with the spec's field names (`minutes_pr_reconcilliation`
 * is spelt as the spec spells it). Minutes are per invoice, except the reminder minutes,
 * which apply to the share of invoices that need a reminder. Every system is counted for the
 * same five steps (docs/decisions/2026-11-27-calculator-like-for-like.md): a step a system does
 * not do takes the minutes it takes by hand.
 */
export interface CalculatorSystem {
  /** Message id of the system's name. */
  label: string;
  value: 'manual' | 'e-conomic' | 'tripletex' | 'stripe' | 'billvard';
  /** The provider's fee, in percent of monthly recurring revenue (0 for a fixed plan price). */
  cost_pr_mrr: number;
  /** How the fee is set: a share of MRR, or the monthly price of the plan the invoice volume needs. */
  fee_basis: 'mrr' | 'plan';
  minutes_pr_invoice: number;
  minutes_pr_reconcilliation: number;
  /** With a plan-priced system, the minutes when the plan includes revenue recognition. */
  minutes_pr_revenue_recognition: number;
  minutes_pr_reminder: number;
  minutes_pr_booking_erp: number;
}

/** The five steps every system is counted for, in the order the page lists them. */
export const CALCULATOR_STEPS = [
  'invoice',
  'reconciliation',
  'revenueRecognition',
  'erpBooking',
  'reminder',
] as const;
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number];

/** A system's minutes per step (reminder minutes per reminder, the others per invoice). */
export function stepMinutes(system: CalculatorSystem): Record<CalculatorStep, number> {
  return {
    invoice: system.minutes_pr_invoice,
    reconciliation: system.minutes_pr_reconcilliation,
    revenueRecognition: system.minutes_pr_revenue_recognition,
    erpBooking: system.minutes_pr_booking_erp,
    reminder: system.minutes_pr_reminder,
  };
}

/** What an accountant's hour costs in Denmark, in DKK (the spec's constant, overhead included). */
export const ACCOUNTANT_COST_PER_HOUR = 450;

/**
 * Stripe Billing's rate today (pay as you go, 0.7 % since 10 July 2024), which the calculator
 * prices; the retired Scale plan (0.8 %) stays in the rivals' data as history and the
 * assumptions name it.
 */
export const STRIPE_CURRENT_RATE = competitorRate('stripe-billing-pay-as-you-go');
export const STRIPE_RETIRED_RATE = competitorRate('stripe-billing-scale');

/** By hand: every step is someone's work. */
export const MANUAL_SYSTEM: CalculatorSystem = {
  label: 'calculator.system.manual',
  value: 'manual',
  cost_pr_mrr: 0,
  fee_basis: 'mrr',
  minutes_pr_invoice: 2,
  minutes_pr_reconcilliation: 1,
  minutes_pr_revenue_recognition: 0.5,
  minutes_pr_reminder: 1,
  minutes_pr_booking_erp: 1,
};

/**
 * An accounting system's own subscription invoicing: it creates the invoices from subscriptions
 * and books them in its own ledger (no ERP booking step by hand is saved here, as the spec
 * counts it); the other steps take as long as by hand.
 */
const accountingModule = (value: 'e-conomic' | 'tripletex', label: string): CalculatorSystem => ({
  label,
  value,
  cost_pr_mrr: 0,
  fee_basis: 'mrr',
  minutes_pr_invoice: 0.5,
  minutes_pr_reconcilliation: MANUAL_SYSTEM.minutes_pr_reconcilliation,
  minutes_pr_revenue_recognition: MANUAL_SYSTEM.minutes_pr_revenue_recognition,
  minutes_pr_reminder: MANUAL_SYSTEM.minutes_pr_reminder,
  minutes_pr_booking_erp: MANUAL_SYSTEM.minutes_pr_booking_erp,
});

export const ECONOMIC_SYSTEM = accountingModule('e-conomic', 'calculator.system.economic');
export const TRIPLETEX_SYSTEM = accountingModule('tripletex', 'calculator.system.tripletex');

/**
 * Stripe Billing at today's published rate. It creates the invoices and reconciles its own
 * payments (0 min). Revenue recognition is a separate Stripe product with its own fee, not part
 * of Billing's rate, so the step takes the minutes it takes by hand; ERP booking and reminders
 * too (assumptions the page states).
 */
export const STRIPE_SYSTEM: CalculatorSystem = {
  label: 'calculator.system.stripe',
  value: 'stripe',
  cost_pr_mrr: STRIPE_CURRENT_RATE.percentOfVolume,
  fee_basis: 'mrr',
  minutes_pr_invoice: 0,
  minutes_pr_reconcilliation: 0,
  minutes_pr_revenue_recognition: MANUAL_SYSTEM.minutes_pr_revenue_recognition,
  minutes_pr_reminder: MANUAL_SYSTEM.minutes_pr_reminder,
  minutes_pr_booking_erp: MANUAL_SYSTEM.minutes_pr_booking_erp,
};

/**
 * Our own estimate, stated as such on the page: someone reviews exceptions on invoices and
 * matches the transfers the bank feed could not; reminders and ERP booking run by themselves.
 * Revenue recognition takes 0 min only on a plan that includes it (Scale and Enterprise, per
 * the pricing data); on the others `costFor` counts the minutes it takes by hand.
 */
export const BILLVARD_SYSTEM: CalculatorSystem = {
  label: 'calculator.system.billvard',
  value: 'billvard',
  cost_pr_mrr: 0,
  fee_basis: 'plan',
  minutes_pr_invoice: 0.1,
  minutes_pr_reconcilliation: 0.1,
  minutes_pr_revenue_recognition: 0,
  minutes_pr_reminder: 0,
  minutes_pr_booking_erp: 0,
};

/** The Danish comparison: by hand, e-conomic's subscription module, Stripe Billing, Billvard. */
export const CALCULATOR_SYSTEMS: readonly CalculatorSystem[] = [
  MANUAL_SYSTEM,
  ECONOMIC_SYSTEM,
  STRIPE_SYSTEM,
  BILLVARD_SYSTEM,
];

/** The Norwegian comparison: Tripletex's repeating invoices in place of e-conomic. */
export const NORWEGIAN_CALCULATOR_SYSTEMS: readonly CalculatorSystem[] = [
  MANUAL_SYSTEM,
  TRIPLETEX_SYSTEM,
  STRIPE_SYSTEM,
  BILLVARD_SYSTEM,
];
