import { BRAND_SLUG } from './brand';
import { isEnglishOnlyDocsPath, localizeDocsHref } from './locale/docsLocales';

export { isEnglishOnlyDocsPath };
import { localizedPath, type SiteLocale, splitLocalePath } from './locale/locales';

/** Every marketing path the site links to, in canonical form: one place for routes. */
export const PATHS = {
  home: '/',
  bookDemo: '/book-demo',
  pricing: '/pricing',
  calculator: '/calculator',
  newsletter: '/newsletter',
  billing: '/features/billing',
  selfService: '/features/billing/self-service',
  accounting: '/features/automatic-accounting',
  reporting: '/features/advanced-reporting',
  expenses: '/features/expenses',
  // The AI page's slug carries the product name (the spec), so it is derived from it.
  ai: `/features/${BRAND_SLUG}-ai`,
  founders: '/founders',
  finance: '/finance',
  developers: '/developers',
  dictionary: '/dictionary',
  cases: '/cases',
  blog: '/blog',
  compare: '/compare',
  partners: '/partners',
  roadmap: '/roadmap',
  contact: '/company/contact',
  about: '/company/about',
  careers: '/company/careers',
  legal: '/company/legal',
  impressum: '/company/impressum',
  privacyPolicy: '/company/legal#privacy-policy',
  securityPolicy: '/company/legal#security-policy',
  integrations: '/integrations',
} as const;

/**
 * Paths into the English docs under /docs/; a page in da-DK or nb-NO links the same doc under
 * /da-DK/docs/ or /nb-NO/docs/ (`localizeHref`).
 */
export const DOCS_PATHS = {
  home: '/docs/',
  changelog: '/docs/changelog',
  plans: '/docs/billing/plans',
  invoices: '/docs/billing/invoices',
  subscriptions: '/docs/billing/subscriptions',
  accounts: '/docs/billing/accounts',
  erpSync: '/docs/erp-sync',
  deviationReport: '/docs/erp-sync/financial-audit/deviation-report',
  importData: '/docs/importers/import-data',
  reporting: '/docs/reporting',
  exports: '/docs/reporting/exports',
  expenses: '/docs/expenses',
  receiveDocuments: '/docs/expenses/receive-documents',
  stripePayout: '/docs/expenses/stripe-payout',
  apiGuide: '/docs/api/guide',
  /** The API reference, generated from the OpenAPI file (docs-site/plugins/apiReference). */
  apiReference: '/docs/api/reference',
  integrations: '/docs/organization/settings/integrations',
} as const;

/**
 * The docs folder the build writes (git-ignored, relative to docs-site/docs): the API reference,
 * generated from the OpenAPI file. Checks of hand-written content skip it; the generator's own
 * tests check what it writes.
 */
export const GENERATED_DOCS_FOLDER = 'api/reference';

/** Whether a docs source file (relative to docs-site/docs, either slash) is written by the build. */
export function isGeneratedDoc(file: string): boolean {
  return file.split('\\').join('/').startsWith(`${GENERATED_DOCS_FOLDER}/`);
}

/** The page of one integration in the catalogue. */
export function integrationPath(slug: string): string {
  return `${PATHS.integrations}/${slug}`;
}

/** Whether a link goes to a marketing page (and so takes the visitor's locale prefix). */
export function isMarketingPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/^\/docs(\/|$)/.test(href);
}

/**
 * A link as a page in `locale` shows it: marketing paths take the locale prefix, docs paths
 * move to the locale's docs language (locale/docsLocales.ts), the rest stay.
 */
export function localizeHref(href: string, locale: SiteLocale): string {
  if (!isMarketingPath(href)) return localizeDocsHref(href, locale);
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  return `${localizedPath(path, locale)}${hash}`;
}

/**
 * Whether a link opens in a new tab: pages on other hosts, and Book demo wherever it is linked
 * from (the spec), in any locale.
 */
export function opensInNewTab(href: string): boolean {
  if (/^https?:\/\//i.test(href)) return true;
  if (!isMarketingPath(href)) return false;
  return splitLocalePath(href.split(/[?#]/)[0] ?? '').path === PATHS.bookDemo;
}

/**
 * The Markdown twin of a docs page: its URL plus `.md`; the docs home (`/docs/`) is
 * `/docs/index.md` (docs/decisions/2026-11-23-machine-readable-docs.md). Docs URLs have no trailing slash
 * but the home's, so `/docs/billing/` (which also answers) is `/docs/billing.md`. Drops a
 * `?query` or `#fragment`. The Danish and Norwegian docs have theirs under their own prefix
 * (`/da-DK/docs/index.md`).
 */
export function docsMarkdownPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0] ?? '';
  const docs = /^(\/(?:da-DK|nb-NO))?(\/docs(?:\/.*)?)$/.exec(path);
  if (!docs) throw new Error(`not a docs page: ${permalink}`);
  const prefix = docs[1] ?? '';
  const trimmed = (docs[2] ?? '').replace(/\/+$/, '');
  return trimmed === '/docs' ? `${prefix}/docs/index.md` : `${prefix}${trimmed}.md`;
}
