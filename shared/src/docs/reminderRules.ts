/**
 * The statutory limits on reminder fees the docs quote, per country. A rule applies to the
 * country of the creditor's claim; Billvard warns when a reminder rule asks for more.
 */
export interface ReminderFeeLimit {
  country: 'DK' | 'NO';
  /** Highest fee per reminder, in the country's currency. */
  maxFee: number;
  currency: 'DKK' | 'NOK';
  /** How many reminders of one late payment may carry a fee. */
  maxFeeReminders: number;
  /** The rule about timing that comes with the fee. */
  timing: string;
  /** The statute, by name. */
  source: string;
  /** When the figure was last checked against the statute (year-month). */
  checked: string;
}

export const REMINDER_FEE_LIMITS: readonly ReminderFeeLimit[] = [
  {
    country: 'DK',
    maxFee: 100,
    currency: 'DKK',
    maxFeeReminders: 3,
    timing: 'at least 10 days between reminders that carry a fee',
    source: 'renteloven § 9 b',
    checked: '2026-11',
  },
  {
    country: 'NO',
    maxFee: 70,
    currency: 'NOK',
    maxFeeReminders: 2,
    timing: 'the first fee no earlier than 14 days after the due date',
    source: 'inkassoforskriften § 1-2 (one tenth of the inkassosats)',
    checked: '2026-11',
  },
];
