import { DOCS_PATHS, integrationPath } from '../paths';
import type { Country } from '../locale/locales';

/** The catalogue's categories, in the order the catalogue and menus show them. */
export const INTEGRATION_CATEGORIES = [
  'erp',
  'payment-card',
  'direct-debit',
  'bank',
  'reporting',
  'crm',
  'other',
] as const;

export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

/** One entry of the integration catalogue (the integrations issue adds the remaining fields). */
export interface Integration {
  /** URL slug: the lowercase name of the service. */
  slug: string;
  /** The service's name; names are not translated. */
  title: string;
  category: IntegrationCategory;
  /** Countries where it is offered; empty means everywhere the product is. */
  countries: readonly Country[];
  /** A generic entry (any bank, SEPA) rather than one named service. */
  generic?: boolean;
}

const erp = (slug: string, title: string, countries: Country[]): Integration => ({
  slug,
  title,
  category: 'erp',
  countries,
});
const bank = (slug: string, title: string, countries: Country[]): Integration => ({
  slug,
  title,
  category: 'bank',
  countries,
});

/** Every integration, one source for the menu, the catalogue, its pages and its docs links. */
export const INTEGRATIONS: readonly Integration[] = [
  erp('e-conomic', 'e-conomic', ['DK']),
  erp('dinero', 'Dinero', ['DK']),
  erp('billy', 'Billy', ['DK']),
  erp('uniconta', 'Uniconta', ['DK']),
  erp('business-central', 'Business Central', ['DK', 'NO', 'SE', 'FI', 'DE']),
  erp('power-office-go', 'PowerOffice Go', ['NO']),
  erp('tripletex', 'Tripletex', ['NO']),
  erp('fiken', 'Fiken', ['NO']),
  erp('netvisor', 'Netvisor', ['FI']),
  erp('procountor', 'Procountor', ['FI']),
  erp('fortnox', 'Fortnox', ['SE']),
  { slug: 'stripe', title: 'Stripe', category: 'payment-card', countries: [] },
  { slug: 'betalingsservice', title: 'Betalingsservice', category: 'direct-debit', countries: ['DK'] },
  { slug: 'leverandoerservice', title: 'Leverandørservice', category: 'direct-debit', countries: ['DK'] },
  { slug: 'avtalegiro', title: 'AvtaleGiro', category: 'direct-debit', countries: ['NO'] },
  {
    slug: 'sepa',
    title: 'SEPA Direct Debit',
    category: 'direct-debit',
    countries: ['FI', 'DE'],
    generic: true,
  },
  bank('nordea', 'Nordea', ['DK', 'NO', 'SE', 'FI']),
  bank('danske-bank', 'Danske Bank', ['DK', 'NO', 'SE', 'FI']),
  bank('jyske-bank', 'Jyske Bank', ['DK']),
  bank('sydbank', 'Sydbank', ['DK']),
  bank('dnb', 'DNB', ['NO']),
  bank('handelsbanken', 'Handelsbanken', ['DK', 'NO', 'SE', 'FI']),
  { slug: 'bank', title: 'Other banks', category: 'bank', countries: [], generic: true },
  { slug: 'chartmogul', title: 'ChartMogul', category: 'reporting', countries: [] },
  { slug: 'google-sheets', title: 'Google Sheets', category: 'reporting', countries: [] },
  { slug: 'power-bi', title: 'Power BI', category: 'reporting', countries: [] },
  { slug: 'hubspot', title: 'HubSpot', category: 'crm', countries: [] },
  { slug: 'zapier', title: 'Zapier', category: 'other', countries: [] },
  { slug: 'slack', title: 'Slack', category: 'other', countries: [] },
];

/** The catalogue page of an integration. */
export function integrationPagePath(integration: Integration): string {
  return integrationPath(integration.slug);
}

/** Its docs page; the generic bank entry has the bank category page as its docs. */
export function integrationDocsPath(integration: Integration): string {
  const category = `${DOCS_PATHS.integrations}/${integration.category}`;
  return integration.slug === integration.category ? category : `${category}/${integration.slug}`;
}

/** Integrations of the given categories, in data order. */
export function integrationsIn(...categories: IntegrationCategory[]): Integration[] {
  return INTEGRATIONS.filter((integration) => categories.includes(integration.category));
}
