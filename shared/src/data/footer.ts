import { CONTACT, EXTERNAL_URLS } from '../brand';
import { DOCS_PATHS, opensInNewTab, PATHS } from '../paths';
import type { NavLink } from './navigation';

/** One link column of the footer: a message id for its heading, and its links. */
export interface FooterColumn {
  id: string;
  title: string;
  links: NavLink[];
}

const to = (key: string, href: string): NavLink => ({
  title: `footer.link.${key}`,
  href,
  ...(opensInNewTab(href) ? { target: '_blank' as const } : {}),
});
const away = (key: string, href: string): NavLink => ({
  title: `footer.link.${key}`,
  href,
  target: '_blank',
});
const literal = (title: string, href: string): NavLink => ({ title, href, literal: true });

/** The footer's ten link columns, in the spec's order. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    id: 'contact',
    title: 'footer.column.contact',
    links: [
      literal(CONTACT.phone, CONTACT.phoneHref),
      literal(CONTACT.email, `mailto:${CONTACT.email}`),
      to('bookDemo', PATHS.bookDemo),
      to('contactPage', PATHS.contact),
    ],
  },
  {
    id: 'resources',
    title: 'footer.column.resources',
    links: [
      to('blog', PATHS.blog),
      to('cases', PATHS.cases),
      to('dictionary', PATHS.dictionary),
      to('compare', PATHS.compare),
      to('calculator', PATHS.calculator),
      to('newsletter', PATHS.newsletter),
    ],
  },
  {
    id: 'help',
    title: 'footer.column.help',
    links: [
      to('docs', DOCS_PATHS.home),
      to('importData', DOCS_PATHS.importData),
      to('apiGuide', DOCS_PATHS.apiGuide),
      to('apiReference', DOCS_PATHS.apiReference),
      to('changelog', DOCS_PATHS.changelog),
    ],
  },
  {
    id: 'support',
    title: 'footer.column.support',
    links: [
      to('contactSupport', PATHS.contact),
      away('status', EXTERNAL_URLS.statusPage),
      away('signIn', EXTERNAL_URLS.signIn),
      to('roadmap', PATHS.roadmap),
    ],
  },
  {
    id: 'company',
    title: 'footer.column.company',
    links: [
      to('about', PATHS.about),
      to('careers', PATHS.careers),
      to('partners', PATHS.partners),
      to('legal', PATHS.legal),
      to('impressum', PATHS.impressum),
    ],
  },
  {
    id: 'product',
    title: 'footer.column.product',
    links: [
      to('pricing', PATHS.pricing),
      to('integrations', PATHS.integrations),
      to('selfService', PATHS.selfService),
      to('ai', PATHS.ai),
      to('developers', PATHS.developers),
    ],
  },
  {
    id: 'billing',
    title: 'footer.column.billing',
    links: [
      to('billingFeature', PATHS.billing),
      to('subscriptionsDocs', DOCS_PATHS.subscriptions),
      to('invoicesDocs', DOCS_PATHS.invoices),
      to('plansDocs', DOCS_PATHS.plans),
    ],
  },
  {
    id: 'accounting',
    title: 'footer.column.accounting',
    links: [
      to('accountingFeature', PATHS.accounting),
      to('erpSyncDocs', DOCS_PATHS.erpSync),
      to('deviationReportDocs', DOCS_PATHS.deviationReport),
      to('finance', PATHS.finance),
    ],
  },
  {
    id: 'reporting',
    title: 'footer.column.reporting',
    links: [
      to('reportingFeature', PATHS.reporting),
      to('reportingDocs', DOCS_PATHS.reporting),
      to('exportsDocs', DOCS_PATHS.exports),
    ],
  },
  {
    id: 'expenses',
    title: 'footer.column.expenses',
    links: [
      to('expensesFeature', PATHS.expenses),
      to('expensesDocs', DOCS_PATHS.expenses),
      to('receiveDocumentsDocs', DOCS_PATHS.receiveDocuments),
      to('stripePayoutDocs', DOCS_PATHS.stripePayout),
    ],
  },
];
