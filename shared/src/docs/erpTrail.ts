import type { DocFigure } from './types';

/** The ERP lines of invoice 10234 (the ERP lines page's worked example). */
export const erpTrail: DocFigure = {
  id: 'erp-trail',
  kind: 'table',
  screen: 'ERP lines · Invoice 10234',
  caption: 'The ERP line trail of one invoice, from approval to payment.',
  description:
    'Four posted ERP lines for invoice 10234: Hosting Pro 3,600.00 on account 1010 with VAT code U25 and the setup fee 1,000.00 on account 1050 with U25, both on 1 April 2026; the reminder 1 fee 100.00 on account 1090 without VAT on 20 April 2026; and the bank transfer payment 5,850.00 on account 5820 on 24 April 2026.',
  columns: ['Type', 'Account', 'VAT code', 'Amount', 'Booking date', 'Status'],
  rows: [
    { cells: ['Invoice line, Hosting Pro', '1010', 'U25', '3,600.00', '1 Apr 2026', 'Posted'], tone: 'ok' },
    { cells: ['Invoice line, Setup fee', '1050', 'U25', '1,000.00', '1 Apr 2026', 'Posted'], tone: 'ok' },
    { cells: ['Fee, reminder 1', '1090', 'none', '100.00', '20 Apr 2026', 'Posted'], tone: 'ok' },
    { cells: ['Payment, bank transfer', '5820', 'none', '5,850.00', '24 Apr 2026', 'Posted'], tone: 'ok' },
  ],
};
