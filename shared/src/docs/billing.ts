import { VAT } from '../data/countryFacts.ts';
import { dkk, fact, formFigure, tableFigure } from './compose';
import { DANISH_COMPANY, NORWEGIAN_COMPANY } from './examples';

/**
 * The screens of the Billing task pages, each with its page's worked example. Amounts are
 * worked out here from the example's inputs, so a figure adds up the way the page does.
 */

const VAT_DK = fact('vatRate', 'DK');
const VAT_RATE = VAT.DK.value.ratePercent / 100;

/** Accounts: Nordvik AS in Oslo, invoiced in NOK with a KID on the slip. */
export const accountForm = formFigure({
  id: 'account-form',
  screen: 'Billing · Accounts · New account',
  caption: 'A new company account for a Norwegian customer paying by bank transfer.',
  intro: `The New account form for ${NORWEGIAN_COMPANY}, a company in Norway.`,
  fields: [
    { label: 'Type', value: 'Company' },
    { label: 'Name', value: NORWEGIAN_COMPANY },
    { label: 'Country', value: 'Norway' },
    { label: 'Currency', value: 'NOK' },
    { label: 'Language', value: 'Norwegian' },
    { label: 'Payment method', value: 'Bank transfer, KID reference' },
    { label: 'Payment terms', value: '10 days' },
  ],
  summary: [{ label: 'An invoice dated 1 May 2026 is due', value: '11 May 2026', strong: true }],
  actions: ['Save account', 'Cancel'],
});

// Contracts: six Hosting Pro servers, a quarter in advance, the best tier only.
const QUARTER = 6 * 3 * 1200;
const PARTNER = QUARTER * 0.08;
const CONTRACT_NET = QUARTER - PARTNER;

export const contractForm = formFigure({
  id: 'contract-form',
  screen: `${DANISH_COMPANY} · Contracts · New contract`,
  caption: 'A contract with its own binding, notice and discount tiers, with the best tier only.',
  intro: `The New contract form for ${DANISH_COMPANY}, with a preview of the quarterly invoice for six Hosting Pro servers.`,
  fields: [
    { label: 'Start date', value: '1 April 2026' },
    { label: 'Binding period', value: '24 months, to 31 March 2028' },
    { label: 'Notice period', value: '3 months' },
    { label: 'Discount tier "Volume"', value: '5 % from 5 units of Hosting Pro' },
    { label: 'Discount tier "Partner"', value: '8 %, no condition' },
    { label: 'Use best tier only', value: 'On', tone: 'accent' },
    { label: 'Renewal', value: 'Continue without binding' },
  ],
  summary: [
    { label: 'Hosting Pro, 6 × 3,600.00 DKK', value: dkk(QUARTER) },
    { label: 'Partner 8 %', value: `−${dkk(PARTNER)}` },
    { label: `VAT ${VAT_DK}`, value: dkk(CONTRACT_NET * VAT_RATE) },
    { label: 'Total per quarter', value: dkk(CONTRACT_NET * (1 + VAT_RATE)), strong: true },
  ],
  actions: ['Save contract', 'Cancel'],
});

// Invoice references: a quarter of Hosting Pro, created 14 days before the period.
const REFERENCES_NET = 3 * 1200;

export const invoiceReferencesForm = formFigure({
  id: 'invoice-references-form',
  screen: 'Hosting Pro · Edit · Invoice references',
  caption: 'Invoice references for a Danish public-sector customer, sent through NemHandel.',
  intro:
    "The Invoice references of a Danish municipality's Hosting Pro subscription, with the next invoice it creates.",
  fields: [
    { label: 'EAN number (from the account)', value: '5798000012349' },
    { label: 'Order number', value: '2026-0417' },
    { label: 'Payment terms', value: '14 days' },
    { label: 'Invoice this subscription separately', value: 'Off' },
    { label: 'Create the invoice N days before', value: '14 days', tone: 'accent' },
  ],
  summary: [
    { label: 'Created 17 June 2026, for 1 July to 30 September', value: dkk(REFERENCES_NET) },
    { label: `VAT ${VAT_DK}`, value: dkk(REFERENCES_NET * VAT_RATE) },
    {
      label: 'Total, due 1 July 2026, via NemHandel',
      value: dkk(REFERENCES_NET * (1 + VAT_RATE)),
      strong: true,
    },
  ],
  actions: ['Save', 'PDF preview'],
});

// Invoices: the draft of invoice 10234 before it is approved.
const INVOICE_LINES = [
  { label: 'Hosting Pro, 1 April to 30 June 2026', amount: 3600 },
  { label: 'Setup fee', amount: 1000 },
] as const;
const INVOICE_NET = INVOICE_LINES.reduce((sum, line) => sum + line.amount, 0);

export const invoiceDraft = formFigure({
  id: 'invoice-draft',
  screen: `Billing · Invoices · Draft · ${DANISH_COMPANY}`,
  caption: 'A draft invoice checked before approval; the number is given when it is approved.',
  intro: `A draft invoice to ${DANISH_COMPANY}, dated 1 April 2026, ready to approve.`,
  fields: [
    { label: 'Status', value: 'Draft', tone: 'warn' },
    { label: 'Invoice number', value: 'Given on approval' },
    { label: 'Invoice date', value: '1 April 2026' },
    { label: 'Payment terms', value: '14 days' },
    { label: 'Due date', value: '15 April 2026' },
  ],
  summary: [
    ...INVOICE_LINES.map((line) => ({ label: line.label, value: dkk(line.amount) })),
    { label: `VAT ${VAT_DK}`, value: dkk(INVOICE_NET * VAT_RATE) },
    { label: 'Total', value: dkk(INVOICE_NET * (1 + VAT_RATE)), strong: true },
  ],
  actions: ['Approve', 'PDF preview', 'Delete'],
});

// Pending charges: migration help, 3 hours at 950.00 DKK, 10 % off.
const CHARGE_GROSS = 3 * 950;
const CHARGE_DISCOUNT = CHARGE_GROSS * 0.1;

export const chargeForm = formFigure({
  id: 'charge-form',
  screen: `${DANISH_COMPANY} · Add charge`,
  caption: 'A one-off charge with a line discount, added to the next invoice.',
  intro: `The Add charge form on the account of ${DANISH_COMPANY}.`,
  fields: [
    { label: 'Object or text', value: 'Migration help' },
    { label: 'Quantity and unit price', value: '3 × 950.00 DKK' },
    { label: 'Line discount', value: `10 % (${dkk(CHARGE_DISCOUNT)})` },
    { label: 'VAT', value: 'On' },
    { label: 'When', value: 'Next invoice, 1 July 2026', tone: 'accent' },
  ],
  summary: [{ label: 'Line total before VAT', value: dkk(CHARGE_GROSS - CHARGE_DISCOUNT), strong: true }],
  actions: ['Save charge', 'Cancel'],
});

export const planForm = formFigure({
  id: 'plan-form',
  screen: 'Billing · Plans · New plan',
  caption: 'The New plan form: price per interval before VAT, binding, notice and revenue group.',
  intro: 'The New plan form for Hosting Pro.',
  fields: [
    { label: 'Name', value: 'Hosting Pro' },
    { label: 'Interval', value: 'Monthly' },
    { label: 'Price per unit, excluding VAT', value: '1,200.00' },
    { label: 'Currency', value: 'DKK' },
    { label: 'VAT rate, from the VAT code', value: VAT_DK },
    { label: 'Binding period', value: '12 months' },
    { label: 'Notice period', value: '1 month' },
    { label: 'Revenue group', value: 'Subscriptions DK' },
  ],
  actions: ['Save plan', 'Cancel'],
});

const YES = 'Yes';
const NO = '';

export const recipientList = tableFigure({
  id: 'recipient-list',
  screen: `${NORWEGIAN_COMPANY} · Recipients`,
  caption: 'Three recipients on one account, each ticked for the documents they receive.',
  intro: `The recipients of ${NORWEGIAN_COMPANY} and the documents each receives.`,
  columns: ['Recipient', 'Invoices', 'Credit notes', 'Reminders', 'Receipts', 'Card requests'],
  rows: [
    { cells: ['faktura@nordvik.example (account)', YES, YES, NO, NO, NO] },
    { cells: ['Kari, buyer', NO, NO, NO, YES, YES] },
    { cells: ['Controller', NO, NO, YES, NO, NO] },
  ],
});

export const BILLING_FIGURES = [
  accountForm,
  contractForm,
  invoiceReferencesForm,
  invoiceDraft,
  chargeForm,
  planForm,
  recipientList,
];
