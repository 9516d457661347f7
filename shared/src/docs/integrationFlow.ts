import { DANISH_COMPANY } from './examples';
import type { DocFigure } from './types';

/** The calls and events of a sign-up (the typical integration's worked example). */
export const integrationFlow: DocFigure = {
  id: 'integration-flow',
  kind: 'timeline',
  screen: 'Developers · Events · acc_7Hq2LmX',
  caption: 'From sign-up to paid: the calls your system makes and the events it receives.',
  description: `Five steps of a sign-up on 1 April 2026: POST accounts creates ${DANISH_COMPANY}; the card session ends with payment_method.updated; POST subscriptions puts it on Hosting Pro quarterly; on 2 April invoice.created and invoice.approved arrive for invoice 10301, 4,500.00 DKK; on 16 April payment.succeeded and invoice.paid arrive for 4,500.00 DKK.`,
  steps: [
    { date: '1 Apr 09:12', label: 'POST /v1/accounts', detail: 'acc_7Hq2LmX created', tone: 'accent' },
    { date: '1 Apr 09:14', label: 'Card session', detail: 'payment_method.updated' },
    {
      date: '1 Apr 09:15',
      label: 'POST /v1/subscriptions',
      detail: 'Hosting Pro, quarterly',
      tone: 'accent',
    },
    {
      date: '2 Apr 02:00',
      label: 'Invoice 10301',
      detail: 'invoice.created, invoice.approved · 4,500.00 DKK',
    },
    { date: '16 Apr', label: 'Paid', detail: 'payment.succeeded, invoice.paid', tone: 'ok' },
  ],
};
