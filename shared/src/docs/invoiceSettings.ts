import type { DocFigure } from './types';

/** The numbering and terms of invoice settings (the Invoice settings page's table). */
export const invoiceSettings: DocFigure = {
  id: 'invoice-settings',
  kind: 'form',
  screen: 'Settings · Invoice · Numbering and terms',
  caption: 'Invoice settings: numbering, terms, approval and payment references.',
  description:
    'The Numbering and terms form in invoice settings: next invoice number 20001, credit notes in the same series, default payment terms 14 days, manual approval, proration lines added to the next invoice, FIK creditor number 71 12345678 for Denmark and KID references of 10 digits with MOD10 for Norway.',
  fields: [
    { label: 'Next invoice number', value: '20001' },
    { label: 'Credit note series', value: 'Same series' },
    { label: 'Default payment terms', value: '14 days' },
    { label: 'Approval', value: 'Manual' },
    { label: 'Proration', value: 'Next invoice' },
    { label: 'FIK creditor number (DK)', value: '71 12345678' },
    { label: 'KID (NO)', value: '10 digits, MOD10' },
  ],
  actions: ['Save settings'],
};
