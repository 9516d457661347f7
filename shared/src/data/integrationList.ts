import { EXTERNAL_URLS } from '../brand';
import { DOCS_PATHS, integrationPath } from '../paths';
import type { Country, TranslatedLanguage } from '../locale/locales';
import { INTEGRATION_TITLE_TRANSLATIONS } from './integrationTitles';

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

/** The availability tags an entry may carry; their texts are messages (`integrations.tag.*`). */
export const INTEGRATION_TAGS = ['recommended', 'waiting-list', 'coming-soon', 'demo'] as const;

export type IntegrationTag = (typeof INTEGRATION_TAGS)[number];

/** Each tag's fixed colours; every pair passes WCAG AA for small text (a test checks). */
export const TAG_COLOURS: Record<IntegrationTag, { background: string; text: string }> = {
  recommended: { background: '#DDF3EF', text: '#0B5F58' },
  'waiting-list': { background: '#FDEBD3', text: '#8A3B06' },
  'coming-soon': { background: '#E6EAF4', text: '#243358' },
  demo: { background: '#F0E6FA', text: '#5B2385' },
};

/** A text in English, optionally in Danish and Norwegian; other languages read the English. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<TranslatedLanguage, 'en'>, string>>;

/** A localized text in a language, falling back to English. */
export function textIn(text: LocalizedText, language: string): string {
  return (Object.hasOwn(text, language) && text[language as TranslatedLanguage]) || text.en;
}

/**
 * An integration without its description: what menus and counts need. Kept apart from the
 * descriptions so the header, on every page, does not carry 29 sentences in three languages.
 */
export interface IntegrationSummary {
  /** URL slug: the lowercase name of the service. */
  slug: string;
  /** The service's name; only generic entries ("Other banks") translate it. */
  title: LocalizedText;
  category: IntegrationCategory;
  /** Our own SVG wordmark of the name (no third-party logos), one file per entry. */
  image: string;
  /** Its page in the catalogue. */
  link: string;
  /** Its docs page. */
  docs: string;
  /** The service's own website (https). */
  website: string;
  /** Where the Set-up button goes in the application: a settings page, by default the integrations list. */
  buttonLink: string;
  tag?: IntegrationTag;
  /** The tag's colours: the tag kind's by default. */
  tagBgColor?: string;
  tagTextColor?: string;
  /** Countries where it is offered; empty means everywhere the product is. */
  countries: readonly Country[];
  /** A generic entry (any bank, SEPA) rather than one named service. */
  generic?: boolean;
}

/** What an entry is written with; the rest is derived by `define`. */
interface IntegrationSource {
  slug: string;
  title: string;
  category: IntegrationCategory;
  website: string;
  countries: Country[];
  /** A settings page below the application's integrations settings (`economic` for e-conomic). */
  settingsPage?: string;
  tag?: IntegrationTag;
  generic?: boolean;
}

/** Its docs page; the generic bank entry has the bank category page as its docs. */
function docsPathOf(slug: string, category: IntegrationCategory): string {
  const categoryPath = `${DOCS_PATHS.integrations}/${category}`;
  return slug === category ? categoryPath : `${categoryPath}/${slug}`;
}

function define(source: IntegrationSource): IntegrationSummary {
  const { slug, title, category, website, countries, settingsPage, tag, generic } = source;
  return {
    slug,
    title: { en: title, ...INTEGRATION_TITLE_TRANSLATIONS[slug] },
    category,
    image: `/img/integrations/${slug}.svg`,
    link: integrationPath(slug),
    docs: docsPathOf(slug, category),
    website,
    buttonLink: settingsPage
      ? `${EXTERNAL_URLS.appIntegrations}/${settingsPage}`
      : EXTERNAL_URLS.appIntegrations,
    ...(tag ? { tag, tagBgColor: TAG_COLOURS[tag].background, tagTextColor: TAG_COLOURS[tag].text } : {}),
    countries,
    ...(generic ? { generic } : {}),
  };
}

const NORDICS: Country[] = ['DK', 'NO', 'SE', 'FI'];

/** The entries as written, in catalogue order. */
const SOURCES: IntegrationSource[] = [
  {
    slug: 'e-conomic',
    title: 'e-conomic',
    category: 'erp',
    website: 'https://www.e-conomic.dk',
    countries: ['DK'],
    settingsPage: 'economic',
    tag: 'recommended',
  },
  { slug: 'dinero', title: 'Dinero', category: 'erp', website: 'https://dinero.dk', countries: ['DK'] },
  { slug: 'billy', title: 'Billy', category: 'erp', website: 'https://www.billy.dk', countries: ['DK'] },
  {
    slug: 'uniconta',
    title: 'Uniconta',
    category: 'erp',
    website: 'https://www.uniconta.com',
    countries: ['DK'],
  },
  {
    slug: 'business-central',
    title: 'Business Central',
    category: 'erp',
    website: 'https://www.microsoft.com/dynamics-365/products/business-central',
    countries: [...NORDICS, 'DE'],
  },
  {
    slug: 'power-office-go',
    title: 'PowerOffice Go',
    category: 'erp',
    website: 'https://www.poweroffice.no',
    countries: ['NO'],
  },
  {
    slug: 'tripletex',
    title: 'Tripletex',
    category: 'erp',
    website: 'https://www.tripletex.no',
    countries: ['NO'],
  },
  { slug: 'fiken', title: 'Fiken', category: 'erp', website: 'https://fiken.no', countries: ['NO'] },
  { slug: 'netvisor', title: 'Netvisor', category: 'erp', website: 'https://netvisor.fi', countries: ['FI'] },
  {
    slug: 'procountor',
    title: 'Procountor',
    category: 'erp',
    website: 'https://procountor.fi',
    countries: ['FI'],
  },
  {
    slug: 'fortnox',
    title: 'Fortnox',
    category: 'erp',
    website: 'https://www.fortnox.se',
    countries: ['SE'],
  },
  {
    slug: 'stripe',
    title: 'Stripe',
    category: 'payment-card',
    website: 'https://stripe.com',
    countries: [],
    settingsPage: 'stripe',
    tag: 'recommended',
  },
  {
    slug: 'betalingsservice',
    title: 'Betalingsservice',
    category: 'direct-debit',
    website: 'https://www.betalingsservice.dk',
    countries: ['DK'],
  },
  {
    slug: 'leverandoerservice',
    title: 'Leverandørservice',
    category: 'direct-debit',
    website: 'https://www.mastercardpaymentservices.com',
    countries: ['DK'],
  },
  {
    slug: 'avtalegiro',
    title: 'AvtaleGiro',
    category: 'direct-debit',
    website: 'https://www.avtalegiro.no',
    countries: ['NO'],
  },
  {
    slug: 'sepa',
    title: 'SEPA Direct Debit',
    category: 'direct-debit',
    website: 'https://www.europeanpaymentscouncil.eu',
    countries: ['FI', 'DE'],
    generic: true,
  },
  {
    slug: 'nordea',
    title: 'Nordea',
    category: 'bank',
    website: 'https://www.nordea.com',
    countries: NORDICS,
  },
  {
    slug: 'danske-bank',
    title: 'Danske Bank',
    category: 'bank',
    website: 'https://danskebank.com',
    countries: NORDICS,
  },
  {
    slug: 'jyske-bank',
    title: 'Jyske Bank',
    category: 'bank',
    website: 'https://www.jyskebank.dk',
    countries: ['DK'],
  },
  {
    slug: 'sydbank',
    title: 'Sydbank',
    category: 'bank',
    website: 'https://www.sydbank.dk',
    countries: ['DK'],
  },
  { slug: 'dnb', title: 'DNB', category: 'bank', website: 'https://www.dnb.no', countries: ['NO'] },
  {
    slug: 'handelsbanken',
    title: 'Handelsbanken',
    category: 'bank',
    website: 'https://www.handelsbanken.com',
    // Its Nordic home markets today are Sweden and Norway: the Danish bank went to Jyske Bank and
    // the Finnish business was sold in 2024 (checked 2026-11-27).
    countries: ['SE', 'NO'],
  },
  {
    // Any other bank through statement files: the site of the camt.053 standard it reads.
    slug: 'bank',
    title: 'Other banks',
    category: 'bank',
    website: 'https://www.iso20022.org',
    countries: [],
    generic: true,
  },
  {
    slug: 'chartmogul',
    title: 'ChartMogul',
    category: 'reporting',
    website: 'https://chartmogul.com',
    countries: [],
  },
  {
    slug: 'google-sheets',
    title: 'Google Sheets',
    category: 'reporting',
    website: 'https://www.google.com/sheets/about/',
    countries: [],
  },
  {
    slug: 'power-bi',
    title: 'Power BI',
    category: 'reporting',
    website: 'https://www.microsoft.com/power-platform/products/power-bi',
    countries: [],
  },
  { slug: 'hubspot', title: 'HubSpot', category: 'crm', website: 'https://www.hubspot.com', countries: [] },
  { slug: 'zapier', title: 'Zapier', category: 'other', website: 'https://zapier.com', countries: [] },
  { slug: 'slack', title: 'Slack', category: 'other', website: 'https://slack.com', countries: [] },
];

/** Every integration without its description, in catalogue order: the header menu reads this. */
export const INTEGRATION_SUMMARIES: readonly IntegrationSummary[] = SOURCES.map(define);

/** Whether an entry is offered in a country (an empty list means everywhere). */
export function offeredIn(integration: Pick<IntegrationSummary, 'countries'>, country: Country): boolean {
  return integration.countries.length === 0 || integration.countries.includes(country);
}
