import { COUNTRY_FACTS } from '../data/countryFacts.ts';
import { dkk } from './compose';
import { DANISH_COMPANY } from './examples';
import type { DocFigure } from './types';

/** The Danish maximum fee per reminder, which the example charges on each of its reminders. */
const FEE = COUNTRY_FACTS.DK.reminderFee.value.amount;
const INVOICE = 5750;
const REMINDER_DATES = ['20 Apr 2026', '30 Apr 2026', '10 May 2026'] as const;

/** What is due after the n-th reminder's fee (1-based). */
const dueAfter = (reminder: number) => INVOICE + reminder * FEE;

/**
 * The reminder rules' worked example (invoice settings, Dunning): a Danish invoice by bank
 * transfer, each reminder carrying the Danish maximum fee from the country facts.
 */
export const dunningLadder: DocFigure = {
  id: 'dunning-ladder',
  kind: 'timeline',
  screen: `Invoice 10234 · ${DANISH_COMPANY} · Dunning`,
  caption: 'The dunning ladder for a Danish invoice paid by bank transfer.',
  description:
    `Invoice 10234 of ${dkk(INVOICE)} is due on 15 April 2026. Each of the three reminders, on 20 April, ` +
    `30 April and 10 May, adds the Danish maximum fee, bringing the amount due to ${dkk(dueAfter(1))}, ` +
    `${dkk(dueAfter(2))} and ${dkk(dueAfter(3))}; on 20 May 2026 the invoice is handed to debt collection.`,
  steps: [
    { date: '15 Apr 2026', label: 'Due', detail: dkk(INVOICE) },
    ...REMINDER_DATES.map((date, index) => ({
      date,
      label: `Reminder ${index + 1}`,
      detail: `+${FEE} DKK fee · ${dkk(dueAfter(index + 1))}`,
      tone: 'warn' as const,
    })),
    { date: '20 May 2026', label: 'Debt collection', detail: 'Handed to the agency', tone: 'bad' },
  ],
};
