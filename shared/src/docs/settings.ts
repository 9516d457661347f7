import { COUNTRY_FACTS, VAT } from '../data/countryFacts.ts';
import { dkk, fact, formFigure, money, moneyFigure, tableFigure } from './compose';

/** The screens of the Settings task pages, each with its page's example values. */

const CHART = COUNTRY_FACTS.DK.chartOfAccounts.value;

/** Accounting: the account mapping of the page's table, an e-conomic chart. */
export const accountMapping = formFigure({
  id: 'account-mapping',
  screen: 'Settings · Accounting · Account mapping',
  caption: 'The account mapping, with the accounts read from a connected e-conomic.',
  intro: 'The account mapping in accounting settings for an organization on e-conomic.',
  fields: [
    { label: 'Receivables account', value: String(CHART.receivables) },
    { label: 'Payment accounts', value: `Bank ${CHART.bank}, Stripe ${CHART.cardClearing}` },
    { label: 'Reminder fee account, no VAT', value: String(CHART.reminderFees) },
    { label: 'Payment fee account', value: '3620' },
    { label: 'Rounding account', value: '3690' },
    { label: 'Underpayment loss account', value: '3695' },
    { label: 'Settlement account', value: '5690' },
    { label: 'Currency difference account', value: '8050' },
    { label: 'Default revenue group', value: 'Subscriptions DK' },
    { label: 'Journal', value: 'Billing' },
  ],
  actions: ['Save', 'Cancel'],
});

/** General: the new API key of the worked example's key rotation. */
export const apiKeyForm = formFigure({
  id: 'api-key-form',
  screen: 'Settings · General · API keys · New API key',
  caption: 'A new API key, named for where it is used; the key is shown once.',
  intro: 'The New API key form while the webshop key is rotated.',
  fields: [
    { label: 'Name', value: 'Webshop production 2026' },
    { label: 'Access level', value: 'Read and write' },
    { label: 'Key', value: 'Shown once after creating: copy it to your secret manager', tone: 'warn' },
    { label: 'Old key "Webshop production"', value: 'Active until you revoke it' },
  ],
  actions: ['Create key', 'Cancel'],
});

// Objects: the consulting hour and the invoice line of 12.5 hours.
const HOUR_PRICE = 1150;
const HOURS = 12.5;
const LINE = HOURS * HOUR_PRICE;
const VAT_RATE = VAT.DK.value.ratePercent / 100;

export const objectForm = formFigure({
  id: 'object-form',
  screen: 'Settings · Objects · New object',
  caption: 'A new object sold per hour, with the invoice line it makes for 12.5 hours.',
  intro: 'The New object form for Consulting hour, with a preview of an invoice line.',
  fields: [
    { label: 'Name', value: 'Consulting hour' },
    { label: 'Number or SKU', value: 'CONS-01' },
    { label: 'Unit price, excluding VAT', value: dkk(HOUR_PRICE) },
    { label: 'Unit', value: 'hour' },
    { label: 'VAT code', value: 'U25' },
    { label: 'Revenue group', value: 'Consulting' },
    { label: 'Price in EUR', value: money(155, 'EUR') },
  ],
  summary: [
    { label: `Consulting hour, ${HOURS} hour × ${moneyFigure(HOUR_PRICE)}`, value: dkk(LINE) },
    { label: `VAT ${fact('vatRate', 'DK')}`, value: dkk(LINE * VAT_RATE) },
    { label: 'Total', value: dkk(LINE * (1 + VAT_RATE)), strong: true },
  ],
  actions: ['Save object', 'Cancel'],
});

/** Self-service: the portal switched on with the page's default actions. */
export const selfServiceSettings = formFigure({
  id: 'self-service-settings',
  screen: 'Settings · Self-service',
  caption:
    'The self-service portal switched on, with the default actions for a Stripe-connected organization.',
  intro: 'The self-service settings with the portal enabled and Stripe connected.',
  fields: [
    { label: 'Enable self-service portal', value: 'On', tone: 'ok' },
    { label: 'View invoices and credit notes', value: 'On' },
    { label: 'Pay open invoices by card', value: 'On' },
    { label: 'Add or replace a payment card', value: 'On' },
    { label: 'Sign up for direct debit', value: 'Off' },
    { label: 'Update billing contact and e-mail', value: 'On' },
    { label: 'Change EAN or VAT number', value: 'Off' },
    { label: 'View subscriptions', value: 'On' },
    { label: 'Cancel a subscription', value: 'Off' },
    { label: 'Portal link in invoice e-mails', value: 'On' },
  ],
  actions: ['Save', 'Preview as customer'],
});

/** Users: the five people of the worked example and the auditor's spring visit. */
export const userList = tableFigure({
  id: 'user-list',
  screen: 'Settings · Users',
  caption: 'Users and their roles, with an external auditor invited as a Viewer for the audit.',
  intro: 'The users of a company with five people in billing and an external auditor.',
  columns: ['User', 'Role', 'Status'],
  rows: [
    { cells: ['CFO', 'Owner', 'Active'] },
    { cells: ['Head of finance', 'Admin', 'Active'] },
    { cells: ['Bookkeeper 1', 'Finance', 'Active'] },
    { cells: ['Bookkeeper 2', 'Finance', 'Active'] },
    { cells: ['Sales manager', 'Viewer', 'Active'] },
    { cells: ['External auditor', 'Viewer', 'Invited 1 March, removed 30 April'], tone: 'warn' },
  ],
});

export const SETTINGS_FIGURES = [accountMapping, apiKeyForm, objectForm, selfServiceSettings, userList];
