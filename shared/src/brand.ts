/**
 * The one place the product's name, hosts and contact details live. Code and content read
 * from here (content through the `%BRAND%` token), so a rename is a single edit.
 */
export const BRAND_NAME = 'Billvard';

/** The lowercase form used in slugs, hosts and e-mail addresses. */
export const BRAND_SLUG = BRAND_NAME.toLowerCase();

const domain = `${BRAND_SLUG}.com`;

/** Hosts outside this site that pages link to. */
export const HOSTS = {
  site: `https://www.${domain}`,
  app: `https://app.${domain}`,
  api: `https://api.${domain}`,
  status: `https://status.${domain}`,
  forms: `https://forms.${domain}`,
} as const;

/** External URLs, derived from the hosts above. */
export const EXTERNAL_URLS = {
  signIn: `${HOSTS.app}/`,
  signUpFree: `${HOSTS.app}/signup?plan=free`,
  appIntegrations: `${HOSTS.app}/organization/settings/integrations`,
  /**
   * The external API reference host, for when it serves one. Until then every "API reference"
   * link leads to the reference in the docs (`DOCS_PATHS.apiReference`).
   */
  apiReference: `${HOSTS.api}/reference`,
  statusPage: HOSTS.status,
  waitingList: `${HOSTS.forms}/waiting-list`,
  linkedIn: `https://www.linkedin.com/company/${BRAND_SLUG}`,
} as const;

/**
 * Phone support hours on weekdays, in Copenhagen time, which is Oslo time too: CET in winter,
 * CEST in summer, so a page never names one of them alone. Every page and the footer quote these
 * through the locale's `contact.hours` message ("kl. 9–16 dansk tid", "9:00–16:00 Copenhagen
 * time (CET/CEST)"); docs pages through `%SUPPORT_HOURS%`.
 */
export const SUPPORT_HOURS = { opens: 9, closes: 16, timeZone: 'Europe/Copenhagen' } as const;

/** Contact details: placeholders until the company gives real ones (docs/decisions/2026-11-23-brand-and-hosts.md). */
export const CONTACT = {
  phone: '+45 12 34 56 78',
  phoneHref: 'tel:+4512345678',
  /**
   * The country the phone line is in. A page for another country says it is a foreign line
   * ("Danish number") next to it, so a Norwegian reader is not surprised by +45.
   */
  phoneCountry: 'DK',
  email: `hello@${domain}`,
  securityEmail: `security@${domain}`,
  city: 'Copenhagen',
  country: 'Denmark',
} as const;

/**
 * The company behind the product, for the Impressum. Placeholders until the company gives the
 * real ones; the Impressum page says so on the page (docs/decisions/2026-11-23-legal.md).
 */
export const COMPANY = {
  legalName: `${BRAND_NAME} ApS`,
  street: 'Eksempelvej 1',
  postcode: '2100',
  city: 'København Ø',
  /** ISO country code of the registered address. */
  country: 'DK',
  /** Geschäftsführer (direktør): the person who represents the company. */
  managingDirector: 'Anne Eksempel',
  /** The Danish company register (CVR), kept by the Danish Business Authority. */
  cvr: '00000000',
  vatId: 'DK00000000',
  placeholder: true,
} as const;

/** The address line in the languages the site is written in (Danish and Norwegian say København). */
export const CONTACT_PLACE: Record<'en' | 'da' | 'nb', { city: string; country: string }> = {
  en: { city: CONTACT.city, country: CONTACT.country },
  da: { city: 'København', country: 'Danmark' },
  nb: { city: 'København', country: 'Danmark' },
};

/** The origin of this site, for canonical and alternate links. */
export const SITE_ORIGIN = `https://${domain}`;
