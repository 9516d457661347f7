import { BRAND_NAME, CONTACT, EXTERNAL_URLS, type Plan, SITE_ORIGIN } from '@web/shared';

/**
 * Structured data (schema.org JSON-LD) for the marketing pages, each built from the same data
 * the page renders (docs/decisions/2026-11-23-structured-data.md). Pure functions: the page's
 * StructuredData component picks which apply and writes them as `<script type="application/ld+json">`.
 */

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  // Soft hyphens are line-breaking hints for Danish and Norwegian headings, never part of the data.
  return JSON.stringify(data)
    .replace(/\u00AD/g, '')
    .replace(/</g, '\\u003c');
}

/** The company: name, site, logo, contact and profile (the same constants the footer shows). */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${SITE_ORIGIN}/#organization`,
    name: BRAND_NAME,
    url: `${SITE_ORIGIN}/`,
    logo: `${SITE_ORIGIN}/favicon-32.png`,
    email: CONTACT.email,
    telephone: CONTACT.phone,
    address: { '@type': 'PostalAddress', addressLocality: CONTACT.city, addressCountry: 'DK' },
    sameAs: [EXTERNAL_URLS.linkedIn],
  };
}

/** The site itself, in the page's language, published by the company. */
export function webSiteJsonLd(homeUrl: string, language: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: BRAND_NAME,
    url: homeUrl,
    inLanguage: language,
    publisher: { '@id': `${SITE_ORIGIN}/#organization` },
  };
}

/** A plan as the pricing page names it. */
export interface NamedPlan {
  plan: Plan;
  name: string;
}

/**
 * The product with one Offer per priced plan, monthly in DKK excluding VAT as the page states
 * it. A plan agreed per customer (Enterprise) has no price, so it is no Offer.
 */
export function softwareApplicationJsonLd({
  url,
  description,
  plans,
}: {
  url: string;
  description: string;
  plans: readonly NamedPlan[];
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: BRAND_NAME,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url,
    description,
    publisher: { '@id': `${SITE_ORIGIN}/#organization` },
    offers: plans
      .filter(({ plan }) => plan.monthlyDkk !== null)
      .map(({ plan, name }) => ({
        '@type': 'Offer',
        name,
        price: String(plan.monthlyDkk),
        priceCurrency: 'DKK',
        url,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: String(plan.monthlyDkk),
          priceCurrency: 'DKK',
          unitCode: 'MON',
          valueAddedTaxIncluded: false,
        },
      })),
  };
}

/** A breadcrumb trail as shown: the last crumb (the page itself) has no link, so it gets the page's URL. */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url?: string }[], pageUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url ?? pageUrl,
    })),
  };
}

/** A blog post: headline, description, date and author from its front matter. */
export function articleJsonLd({
  url,
  headline,
  description,
  date,
  author,
  language,
}: {
  url: string;
  headline: string;
  description: string;
  date: string;
  author: string;
  language: string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    mainEntityOfPage: url,
    url,
    headline,
    description,
    datePublished: date,
    dateModified: date,
    inLanguage: language,
    author: { '@type': 'Organization', name: author, url: `${SITE_ORIGIN}/` },
    publisher: { '@id': `${SITE_ORIGIN}/#organization` },
    image: `${SITE_ORIGIN}/og-image.png`,
  };
}
