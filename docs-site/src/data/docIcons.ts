/**
 * The icons of the docs' overview cards: 24 × 24 stroke paths drawn inline (no image files,
 * no script), and which page gets which. A page without an entry gets `page`.
 */
export const ICON_PATHS = {
  page: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  plan: 'M4 7h16v10H4zM8 11h8M8 14h5',
  subscription: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  invoice: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  group: 'M4 5h7v7H4zM13 5h7v7h-7zM4 14h7v5H4zM13 14h7v5h-7z',
  contract: 'M7 3h10v18H7zM10 8h4M10 12h4M10 17l1.5 1.5L15 15',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3',
  reference: 'M5 8h14M5 16h14M10 4l-2 16M16 4l-2 16',
  recipients: 'M4 6h16v12H4zM4 7l8 6 8-6',
  charge: 'M12 4v16M4 12h16',
  dunning: 'M12 4a5 5 0 0 1 5 5v4l2 3H5l2-3V9a5 5 0 0 1 5-5zM10 19a2 2 0 0 0 4 0',
  credit: 'M5 12h14M12 5l-7 7 7 7',
  ledger: 'M4 4h16v16H4zM4 9h16M4 14h16M10 4v16',
  audit: 'M10 17a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM15 15l6 6M7 10l2 2 4-4',
  deferred: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  api: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  webhook: 'M12 4a4 4 0 0 1 2 7.5L17 17M7 17a4 4 0 1 0 4 4M17 17a4 4 0 1 0-4 4',
  flow: 'M4 6h5v5H4zM15 13h5v5h-5zM9 8.5h4a2 2 0 0 1 2 2v2.5',
  changelog: 'M5 5h14M5 10h14M5 15h9M5 20h6',
  import: 'M12 4v11M8 11l4 4 4-4M5 20h14',
  report: 'M5 20V10M10 20V4M15 20v-7M20 20v-11',
  export: 'M12 15V4M8 8l4-4 4 4M5 20h14',
  expense: 'M5 7h14v12H5zM5 11h14M9 15h2',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  integration: 'M9 3v6M15 3v6M6 9h12v4a6 6 0 0 1-12 0zM12 19v2',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3 6',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Icons by doc id (the source path without extension, as Docusaurus names docs). */
export const DOC_ICONS: Readonly<Record<string, IconName>> = {
  'billing/accounts': 'account',
  'billing/plans': 'plan',
  'billing/subscriptions': 'subscription',
  'billing/invoices': 'invoice',
  'billing/revenue-groups': 'group',
  'billing/contracts': 'contract',
  'billing/renewals': 'calendar',
  'billing/invoice-references': 'reference',
  'billing/recipients': 'recipients',
  'billing/pending-charges': 'charge',
  'billing/dunning': 'dunning',
  'erp-sync/erp-lines': 'ledger',
  'erp-sync/financial-audit/deviation-report': 'audit',
  'erp-sync/credit-notes': 'credit',
  'erp-sync/deferred-revenue': 'deferred',
  'erp-sync/closed-periods': 'lock',
  'api/guide': 'api',
  'api/changelog': 'changelog',
  'api/webhooks': 'webhook',
  'api/integration-flow': 'flow',
  'importers/import-data': 'import',
  'reporting/exports': 'export',
  'expenses/receive-documents': 'expense',
  'expenses/setup': 'settings',
  'expenses/stripe-payout': 'ledger',
  'organization/settings/general': 'settings',
  'organization/settings/users': 'users',
  'organization/settings/invoice': 'invoice',
  'organization/settings/accounting': 'ledger',
  'organization/settings/objects': 'plan',
  'organization/settings/self-service': 'account',
  'organization/settings/integrations/index': 'integration',
};

/** The icon for a doc id. */
export function docIcon(docId: string): IconName {
  return DOC_ICONS[docId] ?? 'page';
}
