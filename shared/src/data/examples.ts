/**
 * One set of example data per country (docs/decisions/2026-11-27-example-data-per-country.md):
 * the example company, the person a page shows at work, the company register number and its
 * format, a bank account, an invoice list, a subscription and its dates, in the country's
 * currency. Product views, docs figures and worked examples take their companies and amounts
 * from here, so a Norwegian example is a Norwegian company in NOK with an organisasjonsnummer,
 * every time. The companies are illustrations, not customers; register numbers and accounts are
 * written in the country's format with placeholder digits (the IBANs are the registry's own
 * published examples), so none of them belongs to a real company.
 */

export type ExampleCountry = 'DK' | 'NO' | 'SE' | 'FI' | 'DE';

export const EXAMPLE_COUNTRIES: readonly ExampleCountry[] = ['DK', 'NO', 'SE', 'FI', 'DE'];

export type ExampleInvoiceStatus = 'paid' | 'sent' | 'overdue' | 'draft';

export interface ExampleInvoice {
  number: number;
  customer: string;
  /** Invoice total including the country's VAT. */
  amount: number;
  status: ExampleInvoiceStatus;
}

export interface CountryExample {
  country: ExampleCountry;
  currency: 'DKK' | 'NOK' | 'SEK' | 'EUR';
  /** The example company: a company of this country, with its register number in the local format. */
  company: {
    name: string;
    city: string;
    /** What the country calls the number ("CVR-nummer", "organisasjonsnummer"). */
    registerName: string;
    registerNumber: string;
  };
  /** The person a view or example shows at work, by role, in the country's language. */
  person: { role: string };
  /** The ERP the example company books in: one the integrations offer in the country. */
  erp: string;
  /** A bank account in the country's format. */
  bankAccount: { name: string; number: string };
  /** The invoice list a view shows: other companies of the same country. */
  invoices: readonly ExampleInvoice[];
  /**
   * The example company's subscription: a Team plan billed a quarter in advance, with extra
   * seats, as the billing page's worked example describes it (monthly prices, three months an
   * invoice), the next invoice date and the end of its binding.
   */
  subscription: {
    planMonthly: number;
    seatMonthly: number;
    seats: number;
    monthsPerInvoice: 3;
    nextInvoice: string;
    bindingUntil: string;
  };
}

const SUBSCRIPTION_DATES = {
  monthsPerInvoice: 3,
  nextInvoice: '2026-04-01',
  bindingUntil: '2026-12-31',
} as const;

export const EXAMPLES: Record<ExampleCountry, CountryExample> = {
  DK: {
    country: 'DK',
    currency: 'DKK',
    company: { name: 'Fjordlys ApS', city: 'Aarhus', registerName: 'CVR-nummer', registerNumber: '12345678' },
    person: { role: 'økonomiansvarlig' },
    erp: 'e-conomic',
    bankAccount: { name: 'IBAN', number: 'DK50 0040 0440 1162 43' },
    invoices: [
      { number: 10482, customer: 'Nordhavn Yoga', amount: 1868.75, status: 'paid' },
      { number: 10483, customer: 'Fjordline IT', amount: 12450, status: 'sent' },
      { number: 10484, customer: 'Bakkegaard Studio', amount: 3120, status: 'overdue' },
      { number: 10485, customer: 'Vesterbro Regnskab', amount: 6240, status: 'draft' },
    ],
    subscription: { planMonthly: 2400, seatMonthly: 150, seats: 3, ...SUBSCRIPTION_DATES },
  },
  NO: {
    country: 'NO',
    currency: 'NOK',
    company: {
      name: 'Nordvik AS',
      city: 'Oslo',
      registerName: 'organisasjonsnummer',
      registerNumber: '123 456 789',
    },
    person: { role: 'økonomisjef' },
    erp: 'Tripletex',
    bankAccount: { name: 'kontonummer', number: '1234.56.78903' },
    invoices: [
      { number: 20311, customer: 'Grünerløkka Yoga', amount: 2987.5, status: 'paid' },
      { number: 20312, customer: 'Fjordline IT', amount: 18750, status: 'sent' },
      { number: 20313, customer: 'Bryggen Studio', amount: 4875, status: 'overdue' },
      { number: 20314, customer: 'Solvik Regnskap', amount: 9750, status: 'draft' },
    ],
    subscription: { planMonthly: 3600, seatMonthly: 225, seats: 3, ...SUBSCRIPTION_DATES },
  },
  SE: {
    country: 'SE',
    currency: 'SEK',
    company: {
      name: 'Ljusvik AB',
      city: 'Göteborg',
      registerName: 'organisationsnummer',
      registerNumber: '556123-4567',
    },
    person: { role: 'ekonomichef' },
    erp: 'Fortnox',
    bankAccount: { name: 'IBAN', number: 'SE45 5000 0000 0583 9825 7466' },
    invoices: [
      { number: 30211, customer: 'Södermalm Yoga', amount: 2487.5, status: 'paid' },
      { number: 30212, customer: 'Kungsholmen IT', amount: 17500, status: 'sent' },
      { number: 30213, customer: 'Majorna Studio', amount: 4375, status: 'overdue' },
      { number: 30214, customer: 'Vasastan Redovisning', amount: 8750, status: 'draft' },
    ],
    subscription: { planMonthly: 3500, seatMonthly: 220, seats: 3, ...SUBSCRIPTION_DATES },
  },
  FI: {
    country: 'FI',
    currency: 'EUR',
    company: { name: 'Revontuli Oy', city: 'Tampere', registerName: 'Y-tunnus', registerNumber: '1234567-8' },
    person: { role: 'talousjohtaja' },
    erp: 'Netvisor',
    bankAccount: { name: 'IBAN', number: 'FI21 1234 5600 0007 85' },
    invoices: [
      { number: 40111, customer: 'Kallio Jooga', amount: 313.75, status: 'paid' },
      { number: 40112, customer: 'Töölö IT', amount: 2259, status: 'sent' },
      { number: 40113, customer: 'Pispala Studio', amount: 502, status: 'overdue' },
      { number: 40114, customer: 'Kamppi Tilitoimisto', amount: 1004, status: 'draft' },
    ],
    subscription: { planMonthly: 320, seatMonthly: 20, seats: 3, ...SUBSCRIPTION_DATES },
  },
  DE: {
    country: 'DE',
    currency: 'EUR',
    company: {
      name: 'Nordlicht GmbH',
      city: 'Hamburg',
      registerName: 'Handelsregister',
      registerNumber: 'HRB 123456',
    },
    person: { role: 'Leitung Buchhaltung' },
    erp: 'Business Central',
    bankAccount: { name: 'IBAN', number: 'DE89 3704 0044 0532 0130 00' },
    invoices: [
      { number: 50121, customer: 'Prenzlauer Yoga', amount: 297.5, status: 'paid' },
      { number: 50122, customer: 'Elbufer IT', amount: 2142, status: 'sent' },
      { number: 50123, customer: 'Schanzen Studio', amount: 476, status: 'overdue' },
      { number: 50124, customer: 'Altona Steuerbüro', amount: 952, status: 'draft' },
    ],
    subscription: { planMonthly: 320, seatMonthly: 20, seats: 3, ...SUBSCRIPTION_DATES },
  },
};

/** The example set of a site's country; Denmark's on the default site and for countries we have none for. */
export function exampleCountry(country: string | null): ExampleCountry {
  return (EXAMPLE_COUNTRIES as readonly string[]).includes(country ?? '')
    ? (country as ExampleCountry)
    : 'DK';
}

/** The example data of a country. */
export function countryExample(country: ExampleCountry): CountryExample {
  return EXAMPLES[country];
}
