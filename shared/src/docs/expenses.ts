import { COUNTRY_FACTS } from '../data/countryFacts.ts';
import { dkk, fact, formFigure, wholeMoney } from './compose';

/** The screens of the Expenses and Reporting task pages, each with its page's worked example. */

const CHART = COUNTRY_FACTS.DK.chartOfAccounts.value;
const PURCHASE_VAT = `Purchase VAT ${fact('vatRate', 'DK')}`;
const HOSTING_ACCOUNT = '2750';
const PAYABLE_ACCOUNT = String(CHART.payables);

// Receive documents: Serverhal ApS's invoice 55120, read and matched by a supplier rule.
const DOCUMENT_TOTAL = 5000;
const DOCUMENT_VAT = 1000;

export const expenseReview = formFigure({
  id: 'expense-review',
  screen: 'Expenses · Inbox · Serverhal ApS · 55120',
  caption: 'A supplier invoice read from its PDF, with the account and VAT code from a supplier rule.',
  intro:
    'The review of supplier invoice 55120 from Serverhal ApS in the expenses inbox: every field read from the document, none highlighted.',
  fields: [
    { label: 'Supplier', value: 'Serverhal ApS, DK87654321' },
    { label: 'Document type', value: 'Invoice' },
    { label: 'Document number', value: '55120' },
    { label: 'Document date', value: '5 June 2026' },
    { label: 'Due date', value: '19 June 2026' },
    { label: 'Amount', value: dkk(DOCUMENT_TOTAL) },
    { label: 'VAT', value: dkk(DOCUMENT_VAT) },
    { label: 'Expense account', value: `${HOSTING_ACCOUNT}, from the supplier rule`, tone: 'ok' },
    { label: 'VAT code', value: PURCHASE_VAT, tone: 'ok' },
  ],
  summary: [
    { label: `Expense account ${HOSTING_ACCOUNT}`, value: dkk(DOCUMENT_TOTAL - DOCUMENT_VAT) },
    { label: 'Input VAT, through the VAT code', value: dkk(DOCUMENT_VAT) },
    { label: `Accounts payable ${PAYABLE_ACCOUNT}`, value: dkk(DOCUMENT_TOTAL), strong: true },
  ],
  actions: ['Approve', 'Reject'],
});

export const expenseSettings = formFigure({
  id: 'expense-settings',
  screen: 'Settings · Expenses',
  caption:
    'Expense settings: where documents arrive, the accounts they book to and the first payout to book.',
  intro: 'The expense settings of a company that already uses e-conomic and Stripe.',
  fields: [
    { label: 'Document address', value: 'Generated for your organization · Copy' },
    { label: 'Allowed senders', value: 'Anyone' },
    { label: 'Default expense account', value: '2800' },
    { label: 'Supplier rule, hosting supplier', value: `${HOSTING_ACCOUNT}, ${PURCHASE_VAT}` },
    { label: 'Accounts payable', value: PAYABLE_ACCOUNT },
    { label: 'Stripe clearing account', value: String(CHART.cardClearing) },
    { label: 'Stripe fee account', value: '3620' },
    { label: 'Bank account for payouts', value: String(CHART.bank) },
    { label: 'First payout date to book', value: '1 June 2026', tone: 'accent' },
    { label: 'Approvers', value: 'Two Finance users' },
  ],
  actions: ['Save settings'],
});

// Exports: the MRR movements totals for April 2026.
const MOVEMENTS = { starting: 4000, added: 0, expansion: 1200, contraction: 0, churned: 800 };
const ENDING =
  MOVEMENTS.starting + MOVEMENTS.added + MOVEMENTS.expansion - MOVEMENTS.contraction - MOVEMENTS.churned;
const mrr = (value: number) => (value === 0 ? '0' : wholeMoney(value, 'DKK'));

export const reportExport = formFigure({
  id: 'report-export',
  screen: 'Reporting · MRR movements · Export',
  caption: 'Exporting MRR movements by revenue group for one month, with the totals row it contains.',
  intro: 'The Export dialog of the MRR movements report for April 2026, split by revenue group.',
  fields: [
    { label: 'Report', value: 'MRR movements, split by revenue group' },
    { label: 'Period', value: 'April 2026' },
    { label: 'Format', value: 'Excel' },
    { label: 'Amounts', value: 'Converted to the organization currency, DKK' },
  ],
  summary: [
    { label: 'Starting MRR', value: mrr(MOVEMENTS.starting) },
    { label: 'New', value: mrr(MOVEMENTS.added) },
    { label: 'Expansion', value: mrr(MOVEMENTS.expansion) },
    { label: 'Contraction', value: mrr(MOVEMENTS.contraction) },
    { label: 'Churned', value: mrr(MOVEMENTS.churned) },
    { label: 'Ending MRR', value: mrr(ENDING), strong: true },
  ],
  actions: ['Export', 'Cancel'],
});

export const EXPENSES_FIGURES = [expenseReview, expenseSettings, reportExport];
