import { DANISH_COMPANY } from './examples';
import type { DocFigure } from './types';

/** MRR by subscription at the end of March (the Reporting page's worked example). */
export const mrrReport: DocFigure = {
  id: 'mrr-report',
  kind: 'table',
  screen: 'Reporting · MRR · 31 March 2026',
  caption: 'The MRR report: each subscription converted to a monthly amount.',
  description: `The MRR report at 31 March 2026: ${DANISH_COMPANY}, Hosting Pro quarterly, 3,600 DKK per quarter, 1,200 DKK MRR; Skovlund ApS, annual licence, 24,000 DKK per year, 2,000 DKK MRR; Havbryn ApS, support monthly, 800 DKK per month, 800 DKK MRR. Total MRR 4,000 DKK, ARR 48,000 DKK.`,
  columns: ['Account', 'Subscription', 'Price', 'MRR'],
  rows: [
    { cells: [DANISH_COMPANY, 'Hosting Pro, quarterly', '3,600 DKK / quarter', '1,200 DKK'] },
    { cells: ['Skovlund ApS', 'Annual licence, yearly', '24,000 DKK / year', '2,000 DKK'] },
    { cells: ['Havbryn ApS', 'Support, monthly', '800 DKK / month', '800 DKK'] },
    { cells: ['Total', 'ARR 48,000 DKK', '', '4,000 DKK'], tone: 'accent' },
  ],
};
