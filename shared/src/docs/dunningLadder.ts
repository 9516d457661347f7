import type { DocFigure } from './types';

/** The reminder rules' worked example (invoice settings, Dunning): a Danish invoice by bank transfer. */
export const dunningLadder: DocFigure = {
  id: 'dunning-ladder',
  kind: 'timeline',
  screen: 'Invoice 10234 · Fjordlys ApS · Dunning',
  caption: 'The dunning ladder for a Danish invoice paid by bank transfer.',
  description:
    'Invoice 10234 of 5,750.00 DKK is due on 15 April 2026. Reminder 1 on 20 April adds a 100.00 DKK fee (5,850.00 DKK due), reminder 2 on 30 April another 100.00 DKK (5,950.00 DKK), reminder 3 on 10 May another 100.00 DKK (6,050.00 DKK), and on 20 May 2026 the invoice is handed to debt collection.',
  steps: [
    { date: '15 Apr 2026', label: 'Due', detail: '5,750.00 DKK' },
    { date: '20 Apr 2026', label: 'Reminder 1', detail: '+100.00 DKK fee · 5,850.00 DKK', tone: 'warn' },
    { date: '30 Apr 2026', label: 'Reminder 2', detail: '+100.00 DKK fee · 5,950.00 DKK', tone: 'warn' },
    { date: '10 May 2026', label: 'Reminder 3', detail: '+100.00 DKK fee · 6,050.00 DKK', tone: 'warn' },
    { date: '20 May 2026', label: 'Debt collection', detail: 'Handed to the agency', tone: 'bad' },
  ],
};
