import type { DocFigure } from './types';

/** The deviation report at the end of April 2026 (the deviation report's worked example). */
export const deviationReport: DocFigure = {
  id: 'deviation-report',
  kind: 'table',
  screen: 'ERP reconciliation · Deviations · April 2026',
  caption: 'The deviation report with three open deviations at month-end.',
  description:
    'Three open deviations at the end of April 2026: invoice 10234, amount differs, 5,750.00 DKK in billing and 5,570.00 DKK in the ERP, a difference of 180.00 DKK; the payment for invoice 10240, missing in the ERP, 2,500.00 DKK; and invoice 10251, account differs, account 1010 in billing and 1020 in the ERP, no amount difference.',
  columns: ['Document', 'Type', 'In billing', 'In ERP', 'Difference'],
  rows: [
    { cells: ['Invoice 10234', 'Amount differs', '5,750.00 DKK', '5,570.00 DKK', '180.00 DKK'], tone: 'bad' },
    {
      cells: ['Payment for invoice 10240', 'Missing in ERP', '2,500.00 DKK', 'none', '2,500.00 DKK'],
      tone: 'bad',
    },
    { cells: ['Invoice 10251', 'Account differs', 'account 1010', 'account 1020', 'none'], tone: 'warn' },
  ],
};
