import { COUNTRY_FACTS, type FactCountry } from '../data/countryFacts.ts';

/**
 * The statutory limits on reminder fees the docs quote, per country, read from the country
 * facts (one source with the marketing pages). A rule applies to the country of the creditor's
 * claim; Billvard warns when a reminder rule asks for more.
 */
export interface ReminderFeeLimit {
  country: FactCountry;
  /** Highest fee per reminder, in the country's currency. */
  maxFee: number;
  currency: 'DKK' | 'NOK';
  /** How many reminders of one late payment may carry a fee. */
  maxFeeReminders: number;
  /** Days after the due date before the first fee; null where the law sets none. */
  earliestDays: number | null;
  /** The statute, by name. */
  source: string;
  /** When the figure was last checked against the statute (ISO date). */
  checked: string;
}

export const REMINDER_FEE_LIMITS: readonly ReminderFeeLimit[] = Object.values(COUNTRY_FACTS).map((facts) => ({
  country: facts.country,
  maxFee: facts.reminderFee.value.amount,
  currency: facts.reminderFee.value.currency,
  maxFeeReminders: facts.reminderFeeMaxCount.value,
  earliestDays: facts.reminderEarliestDays.value,
  source: facts.reminderFee.value.law,
  checked: facts.reminderFee.checked,
}));
