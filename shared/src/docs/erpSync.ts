import { COUNTRY_FACTS, VAT } from '../data/countryFacts.ts';
import { formatMoneyFigure } from '../money/formatMoney.ts';
import { dkk, formFigure, moneyFigure, tableFigure, wholeMoney } from './compose';

/** The screens of the ERP sync task pages, each with its page's worked example (Danish chart). */

const CHART = COUNTRY_FACTS.DK.chartOfAccounts.value;
const amount = moneyFigure;

// Closed periods: invoice 10270 paid 8.75 DKK short, within the 10 DKK tolerance.
const INVOICE_10270 = 1868.75;
const PAID_10270 = 1860;
const LOSS_ACCOUNT = '3695';

export const periodsForm = formFigure({
  id: 'periods-form',
  screen: 'Settings · Accounting · Periods',
  caption: 'The closing day and the underpayment tolerance, and what they do to one late bank file.',
  intro:
    'The Periods settings with closing day 8, and below them how a short payment on invoice 10270 is booked.',
  fields: [
    { label: 'Closing day', value: '8' },
    { label: 'Underpayment tolerance, DKK', value: '10 DKK' },
    { label: 'Underpayment tolerance, NOK', value: '10 NOK' },
    { label: 'Underpayment tolerance, EUR', value: '1 EUR' },
    { label: 'Underpayment loss account', value: LOSS_ACCOUNT },
  ],
  summary: [
    { label: 'Invoice 10270', value: dkk(INVOICE_10270) },
    { label: `Paid 30 April, imported 11 May: bank ${CHART.bank}, posted 1 May`, value: dkk(PAID_10270) },
    {
      label: `Shortfall within tolerance: loss account ${LOSS_ACCOUNT}`,
      value: dkk(INVOICE_10270 - PAID_10270),
      strong: true,
    },
  ],
  actions: ['Save', 'Cancel'],
});

// Credit notes: the setup fee of invoice 10234 credited before it is paid.
const SETTLEMENT = '5690';
const CREDIT_NET = 1000;
const CREDIT_VAT = (CREDIT_NET * VAT.DK.value.ratePercent) / 100;
const CREDIT_TOTAL = CREDIT_NET + CREDIT_VAT;

export const creditNoteLines = tableFigure({
  id: 'credit-note-lines',
  screen: 'ERP sync · ERP lines · Credit note 10238',
  caption: 'The two bookings of a credit note on an unpaid invoice; the settlement account ends at zero.',
  intro: 'The ERP lines of credit note 10238 for the setup fee of invoice 10234, all posted.',
  columns: ['Booking', 'Debit', 'Credit', 'Amount', 'Status'],
  rows: [
    {
      cells: [
        '1, credit note 10238',
        'Setup revenue 1050, VAT code U25',
        `Receivables ${CHART.receivables}`,
        `${amount(CREDIT_NET)} + ${amount(CREDIT_VAT)} VAT`,
        'Posted',
      ],
      tone: 'ok',
    },
    {
      cells: [
        '2a, settlement',
        `Receivables ${CHART.receivables}, credit note 10238`,
        `Settlement ${SETTLEMENT}`,
        amount(CREDIT_TOTAL),
        'Posted',
      ],
      tone: 'ok',
    },
    {
      cells: [
        '2b, settlement',
        `Settlement ${SETTLEMENT}`,
        `Receivables ${CHART.receivables}, invoice 10234`,
        amount(CREDIT_TOTAL),
        'Posted',
      ],
      tone: 'ok',
    },
  ],
});

// Deferred revenue: an annual licence of 24,000 DKK invoiced on 1 January, 2,000 DKK a month.
const LICENCE = 24000;
const MONTHLY = LICENCE / 12;
const whole = (value: number) => formatMoneyFigure(value, 'en');
const MONTH_ENDS = ['31 January', '28 February', '31 March'] as const;

export const deferredRevenueReport = tableFigure({
  id: 'deferred-revenue-report',
  screen: 'Reporting · Deferred revenue · Licences (1030)',
  caption: 'The deferred revenue report by month-end, with the entry each month needs in the ERP.',
  intro:
    'The deferred revenue of an annual licence of 24,000 DKK invoiced on 1 January, for the first three month-ends.',
  columns: ['Month-end', 'Report balance', 'Change', 'Entry in the ERP', 'Revenue in the month'],
  rows: MONTH_ENDS.map((monthEnd, index) => {
    const balance = LICENCE - (index + 1) * MONTHLY;
    const first = index === 0;
    return {
      cells: [
        monthEnd,
        wholeMoney(balance, 'DKK'),
        first ? `+${whole(balance)}` : `−${whole(MONTHLY)}`,
        first
          ? `Debit 1030, credit ${CHART.deferredRevenue}: ${whole(balance)}`
          : `Debit ${CHART.deferredRevenue}, credit 1030: ${whole(MONTHLY)}`,
        wholeMoney(MONTHLY, 'DKK'),
      ],
    };
  }),
});

export const ERP_SYNC_FIGURES = [periodsForm, creditNoteLines, deferredRevenueReport];
