import type { DocFigure } from './types';

/** One Stripe payout split into its transactions (the Stripe payout page's worked example). */
export const payoutSplit: DocFigure = {
  id: 'payout-split',
  kind: 'table',
  screen: 'Expenses · Stripe payouts · 3 June 2026',
  caption: 'A Stripe payout split into card payments, a refund and fees.',
  description:
    'The Stripe payout of 3 June 2026, 19,127.35 DKK, split into four card payments matched to invoices 10311 (4,500.00 DKK), 10322 (9,000.00 DKK), 10330 (3,750.00 DKK) and 10341 (2,500.00 DKK), a refund of 250.00 DKK for credit note 10345, and Stripe fees of 372.65 DKK.',
  columns: ['Transaction', 'Matched to', 'Amount'],
  rows: [
    { cells: ['Card payment', 'Invoice 10311', '4,500.00 DKK'], tone: 'ok' },
    { cells: ['Card payment', 'Invoice 10322', '9,000.00 DKK'], tone: 'ok' },
    { cells: ['Card payment', 'Invoice 10330', '3,750.00 DKK'], tone: 'ok' },
    { cells: ['Card payment', 'Invoice 10341', '2,500.00 DKK'], tone: 'ok' },
    { cells: ['Refund', 'Credit note 10345', '−250.00 DKK'], tone: 'warn' },
    { cells: ['Stripe fees', '', '−372.65 DKK'], tone: 'warn' },
    { cells: ['Payout', '', '19,127.35 DKK'], tone: 'accent' },
  ],
};
