import { DANISH_COMPANY } from './examples';
import type { DocFigure } from './types';

/** The subscription form for the worked example on the Subscriptions page. */
export const subscriptionForm: DocFigure = {
  id: 'subscription-form',
  kind: 'form',
  screen: `${DANISH_COMPANY} · New subscription`,
  caption: 'The subscription form with the preview of the first invoice.',
  description: `The New subscription form for ${DANISH_COMPANY}: plan Hosting Pro at 1,200 DKK a month, quantity 1, start date 1 April 2026, billed quarterly in advance, contract none (binding taken from the plan, 12 months). The preview shows the first invoice: 3,600.00 DKK plus 900.00 DKK VAT, total 4,500.00 DKK, due 15 April 2026; next invoice date 1 July 2026.`,
  fields: [
    { label: 'Plan', value: 'Hosting Pro · 1,200 DKK / month' },
    { label: 'Quantity', value: '1' },
    { label: 'Start date', value: '1 April 2026' },
    { label: 'Billing interval', value: 'Quarterly' },
    { label: 'Billing timing', value: 'In advance' },
    { label: 'Contract', value: 'None · binding from plan: 12 months', tone: 'neutral' },
    { label: 'Next invoice date', value: '1 July 2026', tone: 'accent' },
  ],
  summary: [
    { label: 'Hosting Pro, 1 April to 30 June 2026', value: '3,600.00 DKK' },
    { label: 'VAT 25 %', value: '900.00 DKK' },
    { label: 'Total, due 15 April 2026', value: '4,500.00 DKK', strong: true },
  ],
  actions: ['Save subscription', 'Cancel'],
};
