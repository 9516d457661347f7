import { BRAND_NAME } from '../brand.ts';
import { countryName, isKnownCountry } from '../locale/countries.ts';
import { COUNTRY_FACTS, VAT, type VatCountry } from '../data/countryFacts.ts';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATION_SUMMARIES,
  type IntegrationCategory,
} from '../data/integrationList.ts';
import { formatMoneyFigure } from '../money/formatMoney.ts';
import { dkk, fact, formFigure, money, tableFigure, wholeMoney } from './compose';
import { grossMonthlyDkk, planById } from '../data/pricing.ts';
import type { DocFigure, FormFigure } from './types';

/**
 * One figure per integration page: the integration's settings card once connected, with the
 * values its steps ask for and, below, what its worked example sends or receives. Norwegian
 * integrations book to NS 4102 accounts in NOK, Danish ones to the Danish example chart in DKK,
 * both read from the country facts; Swedish and Finnish ones use the accounts their pages quote.
 */

const DK = COUNTRY_FACTS.DK.chartOfAccounts.value;
const NO = COUNTRY_FACTS.NO.chartOfAccounts.value;
const rate = (country: VatCountry) => VAT[country].value.ratePercent / 100;
const vat = (country: VatCountry) => fact('vatRate', country);
const nok = (amount: number) => money(amount, 'NOK');
const eur = (amount: number) => money(amount, 'EUR');
const sek = (amount: number) => money(amount, 'SEK');
/** A whole amount as the pages write it: "1,500 DKK". */
const whole = wholeMoney;

type Field = FormFigure['fields'][number];

interface Connection {
  id: string;
  /** The integration's name as the settings list shows it. */
  name: string;
  caption: string;
  intro: string;
  fields: readonly Field[];
  summary?: FormFigure['summary'];
  actions?: readonly string[];
}

/** An integration's settings card: connected, then the page's own fields. */
function connection(spec: Connection): DocFigure {
  return formFigure({
    id: spec.id,
    screen: `Settings · Integrations · ${spec.name}`,
    caption: spec.caption,
    intro: spec.intro,
    fields: [{ label: 'Status', value: 'Connected', tone: 'ok' }, ...spec.fields],
    ...(spec.summary ? { summary: spec.summary } : {}),
    actions: spec.actions ?? ['Save', 'Disconnect'],
  });
}

// ERP -----------------------------------------------------------------------------------------

const BILLY_NET = 1500;
const BILLY_TOTAL = BILLY_NET * (1 + rate('DK'));

export const billyConnection = connection({
  id: 'billy-connection',
  name: 'Billy',
  caption: 'Billy connected with an access token, and a card payment booked through Stripe clearing.',
  intro: 'The Billy settings after the access token is pasted and the chart of accounts is read.',
  fields: [
    { label: 'Access token', value: 'Pasted from Billy' },
    { label: 'Revenue group Subscriptions DK', value: `Account ${DK.revenue}, sales VAT ${vat('DK')}` },
    { label: 'Debtors account', value: String(DK.receivables) },
    { label: 'Bank account', value: String(DK.bank) },
    { label: 'Stripe clearing and card fee accounts', value: 'Chosen from the chart read from Billy' },
  ],
  summary: [
    { label: 'Card payment: Stripe clearing debited, debtors credited', value: dkk(BILLY_TOTAL) },
    { label: 'Stripe fee on the payout, to card fee expense', value: dkk(27.28) },
  ],
});

const BC_NET = 1500;

export const businessCentralConnection = connection({
  id: 'business-central-connection',
  name: 'Business Central',
  caption: 'Business Central connected to one company, with a reverse-charge sale to an EU customer.',
  intro: 'The Business Central settings for a Danish company, signed in with a Microsoft work account.',
  fields: [
    { label: 'Signed in with', value: 'Microsoft work account' },
    { label: 'Environment and company', value: 'Selected after sign-in' },
    { label: 'Journal template and batch', value: 'Chosen from Business Central' },
    {
      label: 'Revenue group Subscriptions DK',
      value: `G/L account ${DK.revenue}, VAT product posting group of the group`,
    },
    { label: 'Bank account', value: String(DK.bank) },
  ],
  summary: [
    { label: 'Customer line, German business customer', value: whole(BC_NET, 'DKK') },
    { label: `Revenue line, G/L account ${DK.revenue}`, value: whole(BC_NET, 'DKK') },
    { label: 'Danish VAT: reverse charge from the posting groups', value: whole(0, 'DKK'), strong: true },
  ],
});

const DINERO_CREDIT = 1500 / 2;

export const dineroConnection = connection({
  id: 'dinero-connection',
  name: 'Dinero',
  caption: 'Dinero connected, and the credit note of a downgrade mirrored as ERP lines.',
  intro: 'The Dinero settings after sign-in, with the entry a prorated credit note sends.',
  fields: [
    { label: 'Organisation', value: 'Picked at sign-in' },
    { label: 'Revenue group Subscriptions DK', value: `Account ${DK.revenue}, sales VAT ${vat('DK')}` },
    { label: 'Debtors account', value: String(DK.receivables) },
    { label: 'Bank account', value: String(DK.bank) },
    { label: 'Create contacts in Dinero', value: 'On' },
  ],
  summary: [
    { label: 'Credit note: sales account debited', value: dkk(DINERO_CREDIT) },
    { label: `Sales VAT ${vat('DK')} reversed`, value: dkk(DINERO_CREDIT * rate('DK')) },
    { label: 'Debtors credited', value: dkk(DINERO_CREDIT * (1 + rate('DK'))), strong: true },
  ],
});

const ECONOMIC_NET = 1500;

export const economicConnection = connection({
  id: 'e-conomic-connection',
  name: 'e-conomic',
  caption: 'e-conomic connected to one agreement, and the entry an approved invoice sends.',
  intro: 'The e-conomic settings with the example accounts of the page, and the entry for invoice 10234.',
  fields: [
    { label: 'Agreement', value: 'Approved at sign-in' },
    { label: 'Daybook', value: 'Billing, review before booking' },
    { label: 'Revenue group Subscriptions DK', value: `Account ${DK.revenue}, VAT code U25` },
    {
      label: 'Debtor, bank, clearing, fee, rounding',
      value: `${DK.receivables}, ${DK.bank}, ${DK.cardClearing}, 3620, 3690`,
    },
    { label: 'Debtor sync', value: 'On' },
  ],
  summary: [
    { label: 'Invoice 10234, Nordlys ApS: debtor 1042 debited', value: dkk(ECONOMIC_NET * (1 + rate('DK'))) },
    { label: `Account ${DK.revenue} Sales credited, VAT code U25`, value: dkk(ECONOMIC_NET) },
    { label: 'Output VAT, calculated by e-conomic', value: dkk(ECONOMIC_NET * rate('DK')) },
  ],
});

const FIKEN_NET = 995;

export const fikenConnection = connection({
  id: 'fiken-connection',
  name: 'Fiken',
  caption: 'Fiken connected with NS 4102 accounts, and the entries of a refunded month.',
  intro: 'The Fiken settings of a Norwegian company, with the entries a full refund sends.',
  fields: [
    { label: 'Company', value: 'Chosen after sign-in to Fiken' },
    { label: 'Revenue group Subscriptions NO', value: `Account ${NO.revenue}, output VAT ${vat('NO')}` },
    { label: 'Customer sub-accounts under', value: String(NO.receivables) },
    { label: 'Bank account', value: String(NO.bank) },
  ],
  summary: [
    { label: 'Credit note: customer sub-account credited', value: nok(FIKEN_NET * (1 + rate('NO'))) },
    { label: `Sales ${NO.revenue} debited, with output VAT`, value: whole(FIKEN_NET, 'NOK') },
    { label: `Refund: customer debited, bank ${NO.bank} credited`, value: nok(FIKEN_NET * (1 + rate('NO'))) },
  ],
});

const FORTNOX_NET = 2000;

export const fortnoxConnection = connection({
  id: 'fortnox-connection',
  name: 'Fortnox',
  caption: 'Fortnox connected with voucher series B, and the voucher of a Swedish invoice.',
  intro: 'The Fortnox settings of a Swedish company, with voucher B 145 for invoice 30877.',
  fields: [
    { label: 'Voucher series', value: 'B' },
    { label: 'Revenue group Subscriptions SE', value: `Sales 3001, output VAT 2611 (${vat('SE')})` },
    { label: 'Receivables account', value: '1510' },
    { label: 'Bank account', value: '1930' },
  ],
  summary: [
    { label: '1510 Accounts receivable, debit', value: sek(FORTNOX_NET * (1 + rate('SE'))) },
    { label: `3001 Sales ${vat('SE')} VAT, credit`, value: sek(FORTNOX_NET) },
    { label: `2611 Output VAT ${vat('SE')}, credit`, value: sek(FORTNOX_NET * rate('SE')) },
  ],
});

const NETVISOR_NET = 120;

export const netvisorConnection = connection({
  id: 'netvisor-connection',
  name: 'Netvisor',
  caption: 'Netvisor connected with a customer identifier and key, and the voucher of a Finnish invoice.',
  intro: 'The Netvisor settings of a Finnish company, with the voucher of a 120 EUR invoice.',
  fields: [
    { label: 'Customer identifier and key', value: 'Entered from Netvisor' },
    { label: 'Revenue group Subscriptions FI', value: `Sales account, VAT ${vat('FI')}` },
    { label: 'Receivables, bank, clearing, fee', value: 'Mapped to Netvisor accounts' },
  ],
  summary: [
    { label: 'Trade receivables, debit', value: eur(NETVISOR_NET * (1 + rate('FI'))) },
    { label: 'Sales, credit', value: whole(NETVISOR_NET, 'EUR') },
    { label: `Output VAT ${vat('FI')}, credit`, value: eur(NETVISOR_NET * rate('FI')) },
  ],
});

const POWEROFFICE_NET = 1990;

export const powerOfficeConnection = connection({
  id: 'power-office-go-connection',
  name: 'PowerOffice Go',
  caption: 'PowerOffice Go connected with a client key, and the voucher for a Norwegian invoice.',
  intro: 'The PowerOffice Go settings of a Norwegian company, with the voucher for invoice 20511.',
  fields: [
    { label: 'Client key', value: 'Pasted from PowerOffice Go' },
    { label: 'Revenue group Subscriptions NO', value: `Account ${NO.revenue}, VAT code 3 (${vat('NO')})` },
    { label: 'Customers', value: String(NO.receivables) },
    { label: 'Bank account', value: String(NO.bank) },
  ],
  summary: [
    { label: `${NO.receivables} Customer 20511, debit`, value: nok(POWEROFFICE_NET * (1 + rate('NO'))) },
    { label: `${NO.revenue} Sales, VAT code 3, credit`, value: nok(POWEROFFICE_NET) },
    { label: 'Output VAT, derived by PowerOffice Go', value: nok(POWEROFFICE_NET * rate('NO')) },
  ],
});

const PROCOUNTOR_INVOICE = 150.6;
const PROCOUNTOR_FEE = 5;

export const procountorConnection = connection({
  id: 'procountor-connection',
  name: 'Procountor',
  caption: 'Procountor connected, and a reminder fee booked outside VAT.',
  intro: 'The Procountor settings of a Finnish company, with the receipts of a late invoice and its fee.',
  fields: [
    { label: 'Environment', value: 'Approved at sign-in' },
    { label: 'Revenue group Subscriptions FI', value: `Ledger account, VAT status ${vat('FI')}` },
    { label: 'Reminder fee account', value: 'No VAT' },
    { label: 'Receivables, bank, clearing, fee', value: 'Mapped to Procountor accounts' },
  ],
  summary: [
    { label: 'Invoice', value: eur(PROCOUNTOR_INVOICE) },
    { label: 'Reminder fee, outside VAT', value: whole(PROCOUNTOR_FEE, 'EUR') },
    {
      label: 'Paid with the reference number, to the bank',
      value: eur(PROCOUNTOR_INVOICE + PROCOUNTOR_FEE),
      strong: true,
    },
  ],
});

const TRIPLETEX_LINES = [
  { group: 'Software', account: NO.revenue, amount: 2490 },
  { group: 'Services', account: 3100, amount: 5000 },
] as const;
const TRIPLETEX_NET = TRIPLETEX_LINES.reduce((sum, line) => sum + line.amount, 0);

export const tripletexConnection = connection({
  id: 'tripletex-connection',
  name: 'Tripletex',
  caption: 'Tripletex connected with an employee token, two revenue groups on two NS 4102 accounts.',
  intro: 'The Tripletex settings of a Norwegian company, with the voucher for a first invoice.',
  fields: [
    { label: 'Employee token', value: 'Pasted from Tripletex' },
    ...TRIPLETEX_LINES.map((line) => ({
      label: `Revenue group ${line.group}`,
      value: `Account ${line.account}, output VAT ${vat('NO')}`,
    })),
    { label: 'Bank account', value: String(NO.bank) },
  ],
  summary: [
    { label: 'Customer, debit', value: nok(TRIPLETEX_NET * (1 + rate('NO'))) },
    ...TRIPLETEX_LINES.map((line) => ({
      label: `${line.account}, credit`,
      value: whole(line.amount, 'NOK'),
    })),
    { label: 'VAT, calculated by Tripletex', value: nok(TRIPLETEX_NET * rate('NO')) },
  ],
});

const UNICONTA_NET = 12 * 1500;

export const unicontaConnection = connection({
  id: 'uniconta-connection',
  name: 'Uniconta',
  caption: 'Uniconta connected with an integration user, and the journal lines of a yearly invoice.',
  intro: 'The Uniconta settings of a Danish company, with the journal lines of a Pro plan paid yearly.',
  fields: [
    { label: 'Integration user and company', value: 'Entered and picked' },
    { label: 'Journal and debtor group', value: 'Chosen from Uniconta' },
    {
      label: 'Revenue group Software',
      value: `Ledger account ${DK.revenue}, sales VAT code, product dimension`,
    },
    { label: 'Bank account', value: String(DK.bank) },
  ],
  summary: [
    { label: 'Debtor', value: whole(UNICONTA_NET * (1 + rate('DK')), 'DKK') },
    { label: 'Software revenue, sales VAT code', value: whole(UNICONTA_NET, 'DKK') },
    { label: `VAT ${vat('DK')}`, value: whole(UNICONTA_NET * rate('DK'), 'DKK') },
  ],
});

// Banks -----------------------------------------------------------------------------------------

const DK_INVOICE = 1868.75;

export const danskeBankConnection = connection({
  id: 'danske-bank-connection',
  name: 'Danske Bank',
  caption: 'Danske Bank connected through District, and a partial payment matched by FIK.',
  intro: 'The Danske Bank settings, with the result of a partial payment.',
  fields: [
    { label: 'Agreement', value: 'Authorised in District' },
    { label: 'Business account', value: `Imported, ERP bank account ${DK.bank}` },
    { label: 'Send refunds as payment files', value: 'On' },
  ],
  summary: [
    { label: 'Invoice, FIK reference', value: dkk(DK_INVOICE) },
    { label: 'Paid with the FIK', value: whole(1500, 'DKK') },
    { label: 'Still due, shown on the next reminder', value: dkk(DK_INVOICE - 1500), strong: true },
  ],
});

const DNB_KID = 2487.5;
const DNB_PAYMENTS = 5;

export const dnbConnection = connection({
  id: 'dnb-connection',
  name: 'DNB',
  caption: 'DNB connected with KID details, and one bank line split into five KID payments.',
  intro: 'The DNB settings of a Norwegian company, with the morning import of 2 June.',
  fields: [
    { label: 'Agreement', value: 'Authorised with a DNB user' },
    { label: 'Business account', value: `Imported, ERP bank account ${NO.bank}` },
    { label: 'Import KID details', value: 'On' },
  ],
  summary: [
    { label: `${DNB_PAYMENTS} KID payments, each`, value: nok(DNB_KID) },
    {
      label: `One credit on 2 June, debited to ${NO.bank}`,
      value: nok(DNB_KID * DNB_PAYMENTS),
      strong: true,
    },
  ],
});

export const handelsbankenConnection = connection({
  id: 'handelsbanken-connection',
  name: 'Handelsbanken',
  caption: 'Handelsbanken connected with outgoing payments, and a refund waiting for signature.',
  intro: 'The Handelsbanken settings of a Swedish company, with a refund sent as a payment file.',
  fields: [
    { label: 'Agreement', value: 'Authorised with a Handelsbanken user' },
    { label: 'Business account, SEK', value: 'Imported, mapped to the ERP bank account' },
    { label: 'Outgoing payments', value: 'On, refunds paid from the business account' },
  ],
  summary: [
    { label: 'Refund of a credit note, sent as a payment file', value: whole(2500, 'SEK') },
    { label: 'Waiting for signature in the online bank', value: 'Sent' },
  ],
});

const JYSKE_INVOICES = ['10234', '10251', '10263'] as const;

export const jyskeBankConnection = connection({
  id: 'jyske-bank-connection',
  name: 'Jyske Bank',
  caption: 'Jyske Bank connected, and one transfer split over the three invoices its text names.',
  intro: 'The Jyske Bank settings, with a transfer that names three invoices.',
  fields: [
    { label: 'Agreement', value: 'Authorised in Jyske Bank' },
    { label: 'Business account', value: `Imported, ERP bank account ${DK.bank}` },
    { label: 'Payments that mention several invoices', value: 'Split automatically' },
  ],
  summary: [
    { label: `Transfer "Inv ${JYSKE_INVOICES.join(' ')}"`, value: dkk(DK_INVOICE * JYSKE_INVOICES.length) },
    ...JYSKE_INVOICES.map((invoice) => ({ label: `Invoice ${invoice}, paid`, value: dkk(DK_INVOICE) })),
  ],
});

export const nordeaConnection = connection({
  id: 'nordea-connection',
  name: 'Nordea',
  caption: 'Nordea connected, and a payment matched to its invoice by the FIK reference.',
  intro: 'The Nordea settings, with a payment from the morning import.',
  fields: [
    { label: 'Agreement', value: 'Authorised at Nordea sign-in' },
    { label: 'Business account', value: `Imported, ERP bank account ${DK.bank}` },
    { label: 'Outgoing payment files', value: 'On, refunds sent for approval' },
  ],
  summary: [
    { label: 'FIK payment, matched to invoice 10234', value: dkk(DK_INVOICE) },
    { label: 'Invoice 10234, on the booking date', value: 'Paid', strong: true },
  ],
});

export const sydbankConnection = connection({
  id: 'sydbank-connection',
  name: 'Sydbank',
  caption: 'Sydbank connected, and a payment without a reference waiting as a suggestion.',
  intro: 'The Sydbank settings, with a payment that has no FIK and no invoice number.',
  fields: [
    { label: 'Agreement', value: 'Authorised at Sydbank sign-in' },
    { label: 'Business account', value: `Imported, ERP bank account ${DK.bank}` },
    { label: 'E-mail when suggestions wait', value: 'The finance team', tone: 'accent' },
  ],
  summary: [
    { label: 'Transfer, text "Nordlys ApS"', value: dkk(DK_INVOICE) },
    { label: 'Suggested: the open invoice of Nordlys ApS, reminder held', value: 'Confirm' },
  ],
});

// Direct debit ----------------------------------------------------------------------------------

const AVTALEGIRO_NET = 1990;

export const avtaleGiroConnection = connection({
  id: 'avtalegiro-connection',
  name: 'AvtaleGiro',
  caption: 'AvtaleGiro set up with the KID format, and a claim above the payer’s limit.',
  intro: 'The AvtaleGiro settings of a Norwegian company, with a claim the bank did not carry out.',
  fields: [
    { label: 'Agreement ID and receiving account', value: 'Entered from the bank agreement' },
    { label: 'KID format', value: '10 digits, MOD10, checked against one invoice' },
    { label: 'Notice before each charge', value: `Sent by ${BRAND_NAME}` },
  ],
  summary: [
    { label: 'Claim and notice', value: nok(AVTALEGIRO_NET * (1 + rate('NO'))) },
    { label: "Payer's limit per payment", value: whole(2000, 'NOK') },
    { label: 'Result file: not executed, invoice reopened', value: 'Warning', strong: true },
  ],
});

export const betalingsserviceConnection = connection({
  id: 'betalingsservice-connection',
  name: 'Betalingsservice',
  caption: 'Betalingsservice set up with creditor and debtor group numbers, and one collection.',
  intro: 'The Betalingsservice settings, with an invoice collected on its due date.',
  fields: [
    { label: 'Creditor number and debtor group', value: 'Entered from the agreement' },
    { label: 'Invoice delivery', value: 'E-mail to the customer' },
    { label: 'Sign-up link in invoice e-mails', value: 'On' },
  ],
  summary: [
    { label: 'Approved 15 May, collected 1 June', value: dkk(DK_INVOICE) },
    { label: 'Posted against the Betalingsservice bank account', value: 'Paid', strong: true },
  ],
});

const LS_NET = 3 * 4000;

export const leverandoerserviceConnection = connection({
  id: 'leverandoerservice-connection',
  name: 'Leverandørservice',
  caption: 'Leverandørservice set up with advance notice, and a quarterly business invoice.',
  intro: 'The Leverandørservice settings, with a quarterly invoice collected on 15 March.',
  fields: [
    { label: 'Creditor number', value: 'Entered from the agreement' },
    { label: 'Advance notice', value: '14 days before the payment date' },
    { label: 'Switch accounts when an agreement arrives', value: 'On' },
  ],
  summary: [
    { label: 'Business plan, 3 months', value: whole(LS_NET, 'DKK') },
    { label: `VAT ${vat('DK')}`, value: dkk(LS_NET * rate('DK')) },
    { label: 'Collected on 15 March', value: dkk(LS_NET * (1 + rate('DK'))), strong: true },
  ],
});

export const sepaConnection = connection({
  id: 'sepa-connection',
  name: 'SEPA Direct Debit',
  caption: 'SEPA Direct Debit with both schemes and 14 days of pre-notification.',
  intro: 'The SEPA Direct Debit settings, with a Core collection from a Finnish consumer.',
  fields: [
    { label: 'Creditor identifier, IBAN and BIC', value: 'Entered for the collection account' },
    { label: 'Schemes', value: 'Core and B2B' },
    { label: 'Pre-notification', value: '14 calendar days before the due date' },
    { label: 'Files reach the bank', value: 'Through a connected bank' },
  ],
  summary: [
    { label: 'Pre-notification e-mailed 17 April', value: eur(150.6) },
    { label: 'In the bank file of 28 April, collected 1 May', value: 'Paid', strong: true },
  ],
});

// Payment card, CRM, other, reporting ------------------------------------------------------------

export const stripeConnection = connection({
  id: 'stripe-connection',
  name: 'Stripe',
  caption: 'Stripe connected with a retry schedule, and a declined renewal paid on the second retry.',
  intro: 'The Stripe settings, with a renewal whose card had expired.',
  fields: [
    { label: 'Stripe account', value: 'Approved at sign-in' },
    { label: 'Payment methods', value: 'Card' },
    { label: 'Retry declined charges', value: 'After 3, 5 and 7 days' },
  ],
  summary: [
    { label: 'Invoice due on the 1st: declined, card expired', value: dkk(DK_INVOICE) },
    { label: 'Card link e-mailed; retry on the 4th failed; new card on the 5th', value: 'Failed' },
    { label: 'Retry on the 6th, booked to Stripe clearing', value: 'Paid', strong: true },
  ],
});

const HUBSPOT_PLAN = 1500;

export const hubspotConnection = connection({
  id: 'hubspot-connection',
  name: 'HubSpot',
  caption: 'HubSpot connected with billing properties written back and accounts created from won deals.',
  intro: 'The HubSpot settings, with the company of a won deal after its first invoice.',
  fields: [
    { label: 'Portal', value: 'App installed' },
    { label: 'Matching rule', value: 'Domain, preview run' },
    { label: 'Properties written', value: 'MRR, Current plans, Billing status, Next invoice date' },
    { label: 'Accounts from deals', value: 'On, stage closed won, as draft' },
  ],
  summary: [
    { label: 'Nordlys ApS, Pro plan from 1 June', value: whole(HUBSPOT_PLAN, 'DKK') },
    {
      label: `HubSpot company: MRR ${formatMoneyFigure(HUBSPOT_PLAN, 'en')}, billing status`,
      value: 'Active',
      strong: true,
    },
  ],
});

export const slackConnection = connection({
  id: 'slack-connection',
  name: 'Slack',
  caption: 'Slack connected with a rule that posts large failed payments to the finance channel.',
  intro: 'The Slack settings with one rule, and the message it posted.',
  fields: [
    { label: 'Workspace', value: 'App allowed' },
    { label: 'Rule', value: 'Payment failed, at least 3,000 DKK, to #finance' },
    { label: 'Weekly summary', value: 'Off' },
  ],
  // A month of our own Scale plan with Danish VAT, from the plan data, as the Slack page's example states it.
  summary: [
    {
      label: 'Monday: renewal charge declined, posted within a minute',
      value: dkk(grossMonthlyDkk(planById('scale').monthlyDkk ?? 0)),
    },
  ],
  actions: ['Save', 'Send test message'],
});

export const zapierConnection = connection({
  id: 'zapier-connection',
  name: 'Zapier',
  caption: 'Zapier connected with an API key, and a zap that starts onboarding for new Scale subscriptions.',
  intro: 'The Zapier settings, with one zap in use.',
  fields: [
    { label: 'Connected with', value: 'An API key with read and write access' },
    { label: 'Trigger', value: 'Subscription created' },
    { label: 'Filter', value: 'Plan is Scale' },
    { label: 'Action', value: 'Create a task named after the account, due on the start date' },
  ],
  actions: ['Open in Zapier'],
});

const CHARTMOGUL_FROM = 1500;
const CHARTMOGUL_TO = 4000;

export const chartMogulConnection = connection({
  id: 'chartmogul-connection',
  name: 'ChartMogul',
  caption: 'ChartMogul connected with a write key, and the expansion an upgrade records.',
  intro: 'The ChartMogul settings, with an upgrade on 16 May.',
  fields: [
    { label: 'API key', value: 'Write access, data source created' },
    { label: 'E-mail addresses and VAT numbers', value: 'Sent' },
    { label: 'History', value: 'All invoices' },
  ],
  summary: [
    { label: 'Pro plan a month', value: whole(CHARTMOGUL_FROM, 'DKK') },
    { label: 'Business plan a month', value: whole(CHARTMOGUL_TO, 'DKK') },
    {
      label: 'Expansion MRR from 16 May',
      value: whole(CHARTMOGUL_TO - CHARTMOGUL_FROM, 'DKK'),
      strong: true,
    },
  ],
});

export const googleSheetsConnection = connection({
  id: 'google-sheets-connection',
  name: 'Google Sheets',
  caption: 'Google Sheets connected to the board pack, refreshed every morning.',
  intro: 'The Google Sheets settings of a finance lead’s board pack.',
  fields: [
    { label: 'Google account', value: 'Owner of the spreadsheet' },
    { label: 'Tabs written', value: 'Metrics, Invoices, Accounts' },
    { label: 'Refresh', value: 'Early morning, Copenhagen time' },
  ],
  summary: [{ label: 'Metrics tab, new row for May: MRR', value: whole(412000, 'DKK'), strong: true }],
  actions: ['Save', 'Refresh now'],
});

export const powerBiConnection = connection({
  id: 'power-bi-connection',
  name: 'Power BI',
  caption: 'A reporting key for Power BI: the feed address and a key shown once.',
  intro: 'The Power BI settings after a reporting key is created.',
  fields: [
    { label: 'Feed address', value: 'OData feed, copy into Get data' },
    { label: 'Reporting key', value: 'Shown once: use it as the password', tone: 'warn' },
    {
      label: 'Tables',
      value: 'Accounts, Subscriptions, Plans, Invoices, Invoice lines, Payments, Monthly metrics',
    },
  ],
  actions: ['Copy feed address', 'Create reporting key'],
});

// Integrations without a category folder ---------------------------------------------------------

const DK_FEE = COUNTRY_FACTS.DK.reminderFee.value.amount;

export const debtCollectionConnection = connection({
  id: 'debt-collection-connection',
  name: 'Debt collection',
  caption: 'Automatic hand-over to the agency five days after the final reminder’s deadline.',
  intro: 'The debt collection settings, with an invoice handed over on 2 April.',
  fields: [
    { label: 'Agency', value: 'Connection details from your agreement' },
    { label: 'Hand-over', value: 'Automatic, 5 days after the final reminder’s due date' },
    { label: 'Excluded accounts', value: 'Public bodies' },
  ],
  summary: [
    { label: 'Invoice due 1 March', value: dkk(DK_INVOICE) },
    { label: 'Final reminder fee', value: fact('reminderFee', 'DK') },
    {
      label: 'Handed over 2 April, paid to the agency 20 April',
      value: dkk(DK_INVOICE + DK_FEE),
      strong: true,
    },
  ],
});

export const outgoingEmailSettings = formFigure({
  id: 'outgoing-e-mail-settings',
  screen: 'Settings · Integrations · Outgoing e-mail address',
  caption: 'Your own sender address with its DNS records verified.',
  intro: 'The outgoing e-mail address settings once the DNS records are live.',
  fields: [
    { label: 'Sender address', value: 'billing@yourcompany.com' },
    { label: 'SPF include', value: 'Verified', tone: 'ok' },
    { label: 'DKIM key1._domainkey', value: 'Verified', tone: 'ok' },
    { label: 'DKIM key2._domainkey', value: 'Verified', tone: 'ok' },
    { label: 'DMARC', value: 'p=none, reports read for a few weeks' },
  ],
  actions: ['Send test e-mail', 'Verify', 'Save'],
});

export const ssoSettings = formFigure({
  id: 'sso-settings',
  screen: 'Settings · Integrations · Single sign-on',
  caption: 'Single sign-on with Microsoft Entra ID, roles from groups, tested before it is enforced.',
  intro: 'The single sign-on settings of a company with a finance group and a sales group.',
  fields: [
    { label: 'Domain', value: 'Verified by TXT record', tone: 'ok' },
    { label: 'Protocol', value: 'SAML 2.0' },
    { label: 'Identity provider', value: 'Microsoft Entra ID, metadata URL' },
    { label: 'Default role', value: 'Viewer (read-only)' },
    { label: 'Group finance', value: 'Admin' },
    { label: 'Enforce SSO', value: 'Off until the test sign-in works', tone: 'warn' },
  ],
  actions: ['Test sign-in', 'Save'],
});

// Section indexes: each category's tab of the integrations list, from the catalogue's data. ----

const CATEGORY_NAMES: Record<IntegrationCategory, string> = {
  erp: 'ERP',
  'payment-card': 'Payment card',
  'direct-debit': 'Direct debit',
  bank: 'Bank',
  reporting: 'Reporting',
  crm: 'CRM',
  other: 'Other',
};

const countries = (list: readonly string[]) =>
  list.length === 0
    ? 'All countries'
    : list.map((code) => (isKnownCountry(code) ? countryName(code) : code)).join(', ');

function categoryList(category: IntegrationCategory): DocFigure {
  const entries = INTEGRATION_SUMMARIES.filter((entry) => entry.category === category);
  return tableFigure({
    id: `integrations-${category}`,
    screen: `Settings · Integrations · ${CATEGORY_NAMES[category]}`,
    caption: `The ${CATEGORY_NAMES[category]} tab of the integrations list, with the countries each is offered in.`,
    intro: `The ${CATEGORY_NAMES[category]} tab of the integrations list in the application.`,
    columns: ['Integration', 'Offered in', 'Tag'],
    rows: entries.map((entry) => ({
      cells: [entry.title.en, countries(entry.countries), entry.tag === 'recommended' ? 'Recommended' : ''],
      ...(entry.tag === 'recommended' ? { tone: 'accent' as const } : {}),
    })),
  });
}

export const integrationCategoryLists = INTEGRATION_CATEGORIES.map(categoryList);

export const integrationsOverview = tableFigure({
  id: 'integrations-overview',
  screen: 'Settings · Integrations',
  caption: 'The integrations list by category, as the application shows it.',
  intro: 'The integrations in the application, by category.',
  columns: ['Category', 'Integrations'],
  rows: INTEGRATION_CATEGORIES.map((category) => ({
    cells: [
      CATEGORY_NAMES[category],
      INTEGRATION_SUMMARIES.filter((entry) => entry.category === category)
        .map((entry) => entry.title.en)
        .join(', '),
    ],
  })),
});

export const INTEGRATION_FIGURES: readonly DocFigure[] = [
  billyConnection,
  businessCentralConnection,
  dineroConnection,
  economicConnection,
  fikenConnection,
  fortnoxConnection,
  netvisorConnection,
  powerOfficeConnection,
  procountorConnection,
  tripletexConnection,
  unicontaConnection,
  danskeBankConnection,
  dnbConnection,
  handelsbankenConnection,
  jyskeBankConnection,
  nordeaConnection,
  sydbankConnection,
  avtaleGiroConnection,
  betalingsserviceConnection,
  leverandoerserviceConnection,
  sepaConnection,
  stripeConnection,
  hubspotConnection,
  slackConnection,
  zapierConnection,
  chartMogulConnection,
  googleSheetsConnection,
  powerBiConnection,
  debtCollectionConnection,
  outgoingEmailSettings,
  ssoSettings,
  ...integrationCategoryLists,
  integrationsOverview,
];
