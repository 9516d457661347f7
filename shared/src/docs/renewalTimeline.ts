import type { DocFigure } from './types';

/** Month-end anchoring on the Renewals page: a subscription that starts on 31 March. */
export const renewalTimeline: DocFigure = {
  id: 'renewal-timeline',
  kind: 'timeline',
  screen: 'Havbryn ApS · Hosting Basic · Renewals',
  caption: 'Renewals of a monthly subscription anchored on the last day of the month.',
  description:
    'A timeline of four renewals of Hosting Basic, 600.00 DKK a month plus 150.00 DKK VAT, for a subscription that started on 31 March 2026. The renewals fall on 31 March, 30 April, 31 May and 30 June 2026, each one the last day of its month, and each invoice is 750.00 DKK.',
  steps: [
    { date: '31 Mar 2026', label: 'Start', detail: '31 March to 29 April · 750.00 DKK', tone: 'accent' },
    { date: '30 Apr 2026', label: 'Renewal 1', detail: '30 April to 30 May · 750.00 DKK' },
    { date: '31 May 2026', label: 'Renewal 2', detail: '31 May to 29 June · 750.00 DKK' },
    { date: '30 Jun 2026', label: 'Renewal 3', detail: '30 June to 30 July · 750.00 DKK' },
  ],
};
