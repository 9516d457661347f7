import type { DocFigure } from './types';

/** The import preview for the subscription file on the Import data page. */
export const importPreview: DocFigure = {
  id: 'import-preview',
  kind: 'table',
  screen: 'Importers · subscriptions.csv · Preview',
  caption: 'The import preview: two valid rows and one error, before anything is committed.',
  description:
    'The preview of subscriptions.csv with three rows. Row 2, account 1001, Hosting Pro, quantity 2, is valid. Row 3, account 1002, Hosting Basic, quantity 1, is valid. Row 4, account 1003, has the error "Column plan: unknown plan Hosting basic". Nothing is committed until the error is fixed.',
  columns: ['Row', 'Account', 'Plan', 'Quantity', 'Next invoice', 'Result'],
  rows: [
    { cells: ['2', '1001', 'Hosting Pro', '2', '1 Jul 2026', 'Valid'], tone: 'ok' },
    { cells: ['3', '1002', 'Hosting Basic', '1', '1 Jul 2026', 'Valid'], tone: 'ok' },
    { cells: ['4', '1003', 'Hosting basic', '1', '1 Jul 2026', 'Unknown plan Hosting basic'], tone: 'bad' },
  ],
};
