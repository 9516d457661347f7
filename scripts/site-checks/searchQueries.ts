/**
 * A held-out set of searches, typed as readers type them (questions, typos, Danish and
 * Norwegian word forms), each with the pages that answer it. Written before the results were
 * looked at (issue 37); `searchQueries.test.ts` runs them against the built index with the
 * dialog's own ranking and reports how many find an expected page in the top three rows.
 *
 * `lang` is the language of the page the reader searches from. An expected docs page is
 * written without a locale prefix and matches in any language (`/docs/x`, `/da-DK/docs/x`);
 * a marketing page likewise matches on any locale's copy. `fragment`, when given, must be the
 * section the row opens.
 */
export interface SearchQuery {
  lang: 'en' | 'da' | 'nb';
  query: string;
  expect: readonly string[];
  fragment?: string;
}

const CREDIT_NOTES = ['/docs/erp-sync/credit-notes', '/docs/billing/invoices'];
const SUBSCRIPTIONS = ['/docs/billing/subscriptions'];
const DEFERRED = ['/docs/erp-sync/deferred-revenue', '/dictionary/deferred-revenue'];
const IMPORT = ['/docs/importers/import-data'];
const DUNNING = ['/docs/billing/dunning'];
const INTEGRATIONS = '/docs/organization/settings/integrations';

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  { lang: 'en', query: 'how do I cancel a subscription', expect: SUBSCRIPTIONS },
  { lang: 'en', query: 'refund an invoice', expect: CREDIT_NOTES },
  { lang: 'en', query: 'rate limit', expect: ['/docs/api/guide'], fragment: 'handle-errors' },
  { lang: 'en', query: 'chargebee alternative', expect: ['/compare/chargebee'] },
  { lang: 'en', query: 'import customers from csv', expect: IMPORT },
  { lang: 'en', query: 'deferred revenue journal', expect: DEFERRED },
  { lang: 'en', query: 'webhook signature', expect: ['/docs/api/webhooks', '/docs/api/guide'] },
  { lang: 'en', query: 'invite user', expect: ['/docs/organization/settings/users'] },
  { lang: 'en', query: 'failed card payment retry', expect: DUNNING },
  { lang: 'en', query: 'sso setup', expect: [`${INTEGRATIONS}/sso`] },
  { lang: 'en', query: 'how much does it cost', expect: ['/pricing'] },
  {
    lang: 'en',
    query: 'econmic integration',
    expect: [`${INTEGRATIONS}/erp/e-conomic`, '/integrations/e-conomic'],
  },

  { lang: 'da', query: 'kreditnota', expect: CREDIT_NOTES },
  { lang: 'da', query: 'hvordan opsiger jeg et abonnement', expect: SUBSCRIPTIONS },
  { lang: 'da', query: 'periodisering', expect: DEFERRED },
  { lang: 'da', query: 'importér kunder', expect: IMPORT },
  { lang: 'da', query: 'betalingsservice', expect: [`${INTEGRATIONS}/direct-debit/betalingsservice`] },
  { lang: 'da', query: 'rykker gebyr', expect: DUNNING },
  { lang: 'da', query: 'pris', expect: ['/pricing'] },
  { lang: 'da', query: 'alternativ til chargebee', expect: ['/compare/chargebee'] },
  { lang: 'da', query: 'e-conomic opsætning', expect: [`${INTEGRATIONS}/erp/e-conomic`] },
  { lang: 'da', query: 'tilbagebetaling faktura', expect: CREDIT_NOTES },
  { lang: 'da', query: 'lukket periode', expect: ['/docs/erp-sync/closed-periods'] },
  { lang: 'da', query: 'brugere og roller', expect: ['/docs/organization/settings/users'] },

  { lang: 'nb', query: 'kreditnota', expect: CREDIT_NOTES },
  { lang: 'nb', query: 'hvordan avslutte abonnement', expect: SUBSCRIPTIONS },
  { lang: 'nb', query: 'si opp abonement', expect: SUBSCRIPTIONS },
  { lang: 'nb', query: 'avtalegiro', expect: [`${INTEGRATIONS}/direct-debit/avtalegiro`] },
  { lang: 'nb', query: 'tripletex oppsett', expect: [`${INTEGRATIONS}/erp/tripletex`] },
  { lang: 'nb', query: 'purring gebyr', expect: DUNNING },
  { lang: 'nb', query: 'periodisering inntekter', expect: DEFERRED },
  { lang: 'nb', query: 'importere data', expect: IMPORT },
  { lang: 'nb', query: 'fornye abonnement', expect: ['/docs/billing/renewals'] },
  { lang: 'nb', query: 'alternativ til stripe billing', expect: ['/compare/stripe-billing'] },
  { lang: 'nb', query: 'priser', expect: ['/pricing'] },
  { lang: 'nb', query: 'api nøkkel', expect: ['/docs/api/guide'] },
];
