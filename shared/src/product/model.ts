/**
 * The product model: the one place that says what Billvard does, on which plan, since when and
 * in which country (docs/decisions/2026-11-27-product-model.md). The pricing matrix, the docs'
 * "Plan" call-outs, the roadmap, the changelog and every sentence in content that ties a
 * capability to a plan, a status, a quarter or a country are checked against it
 * (`findProductContradictions`), so a page can only say what this file says.
 */
/** A plan's id (the plans themselves, with prices and allowances, are in `data/pricing.ts`). */
export type PlanId = 'free' | 'growth' | 'scale' | 'enterprise';

/** Every plan, smallest first: the order "X or higher" counts in. */
export const PLAN_ORDER: readonly PlanId[] = ['free', 'growth', 'scale', 'enterprise'];

/** The countries the company sells to. */
export type MarketCountry = 'DK' | 'NO' | 'SE' | 'FI' | 'DE';
export const MARKET_COUNTRIES: readonly MarketCountry[] = ['DK', 'NO', 'SE', 'FI', 'DE'];

/** A calendar quarter ("2027-Q1"), or a year when the roadmap only names one ("2028"). */
export type Quarter = `${number}-Q${1 | 2 | 3 | 4}` | `${number}`;

/**
 * Where a capability stands. `since` is the month it shipped (the changelog's heading); a
 * planned capability carries the quarter the roadmap names.
 */
export type CapabilityStatus =
  | { kind: 'available'; since?: `${number}-${string}` }
  | { kind: 'beta'; since: `${number}-${string}`; generalRelease: Quarter }
  | { kind: 'planned'; quarter: Quarter };

/** A capability's name in each content language. */
export interface LocalName {
  en: string;
  da: string;
  nb: string;
}

export interface Capability {
  id: string;
  name: LocalName;
  /** The plans that include it (for a planned capability: the plans it is planned for). */
  plans: readonly PlanId[];
  status: CapabilityStatus;
  /** The countries it serves today (all five when it is not tied to a country). */
  countries: readonly MarketCountry[];
  /** Countries it is planned for, with the quarter (a country-by-country roll-out). */
  plannedCountries?: Partial<Record<MarketCountry, Quarter>>;
  /** Limits a page may state, in words the model owns (numbers a page quotes come from here). */
  limits?: Readonly<Record<string, number>>;
  /** The integrations it works with, where that is narrower than every one of its kind. */
  integrations?: readonly string[];
}

const ALL: readonly PlanId[] = PLAN_ORDER;
const PAID: readonly PlanId[] = ['growth', 'scale', 'enterprise'];
const SCALE_UP: readonly PlanId[] = ['scale', 'enterprise'];
const EVERYWHERE = MARKET_COUNTRIES;

/**
 * Revenue recognition as the product has it today: the deferred revenue report. A constant of its
 * own (and in CAPABILITIES below) so that the calculator, which needs only its plans, bundles it
 * without the whole model (about 1.4 KB gzip in the island).
 */
export const REVENUE_RECOGNITION = {
  id: 'revrec',
  name: {
    en: 'Deferred revenue report',
    da: 'Rapport over forudbetalt omsætning',
    nb: 'Rapport over forskuddsbetalt inntekt',
  },
  plans: SCALE_UP,
  status: { kind: 'available' },
  countries: EVERYWHERE,
} as const satisfies Capability;

/**
 * The capabilities. Truths decided for issue 36 (each contradiction that led to one is listed
 * in the decision record):
 * - revenue recognition today is the deferred revenue report (Scale and up); Billvard posts no
 *   recognition entries, which are planned for Q2 2027;
 * - e-invoices (Peppol) go to Danish and Norwegian receivers only; Finland and Germany are planned;
 * - usage-based billing, several companies (multi-entity) and quotes are planned, not available;
 * - the proration preview shipped in May 2026 (API in June 2026);
 * - failed ERP lines are retried every hour for 24 hours, then wait for someone to fix and retry.
 */
export const CAPABILITIES = [
  {
    id: 'recurring',
    name: {
      en: 'Recurring invoicing and reminders',
      da: 'Abonnementsfakturering og rykkere',
      nb: 'Abonnementsfakturering og purringer',
    },
    plans: ALL,
    status: { kind: 'available' },
    countries: EVERYWHERE,
  },
  {
    id: 'prorationPreview',
    name: {
      en: 'Proration preview',
      da: 'Forhåndsvisning af forholdsmæssig afregning',
      nb: 'Forhåndsvisning av forholdsmessig avregning',
    },
    plans: ALL,
    status: { kind: 'available', since: '2026-05' },
    countries: EVERYWHERE,
  },
  {
    id: 'usageBilling',
    name: { en: 'Usage-based billing', da: 'Forbrugsbaseret fakturering', nb: 'Forbruksbasert fakturering' },
    plans: ALL,
    status: { kind: 'planned', quarter: '2027-Q1' },
    countries: [],
  },
  {
    id: 'directDebit',
    name: {
      en: 'Direct debit',
      da: 'Automatisk betaling (Betalingsservice, Leverandørservice)',
      nb: 'AvtaleGiro og Betalingsservice',
    },
    plans: PAID,
    status: { kind: 'available' },
    // Betalingsservice and Leverandørservice (DK), AvtaleGiro (NO), SEPA Direct Debit (euro: FI, DE).
    countries: ['DK', 'NO', 'FI', 'DE'],
    plannedCountries: { SE: '2027-Q1' },
  },
  {
    id: 'cards',
    name: { en: 'Card payments', da: 'Kortbetaling', nb: 'Kortbetaling' },
    plans: PAID,
    status: { kind: 'available' },
    countries: EVERYWHERE,
  },
  {
    id: 'erp',
    name: { en: 'ERP sync', da: 'ERP-synkronisering', nb: 'ERP-synkronisering' },
    plans: ALL,
    status: { kind: 'available' },
    countries: EVERYWHERE,
    limits: { retryEveryHours: 1, retryForHours: 24 },
  },
  {
    id: 'deviationReport',
    name: { en: 'Deviation report', da: 'Afvigelsesrapport', nb: 'Avviksrapport' },
    plans: ALL,
    status: { kind: 'available', since: '2025-09' },
    countries: EVERYWHERE,
  },
  {
    id: 'deviationExport',
    name: {
      en: 'Deviation report filters by revenue group and period, with an export',
      da: 'Filtre på indtægtsgruppe og periode i afvigelsesrapporten, med eksport',
      nb: 'Filtre på inntektsgruppe og periode i avviksrapporten, med eksport',
    },
    plans: ALL,
    status: { kind: 'planned', quarter: '2026-Q4' },
    countries: [],
  },
  {
    id: 'portal',
    name: { en: 'Self-service customer portal', da: 'Kundeportal', nb: 'Kundeportal' },
    plans: PAID,
    status: { kind: 'available' },
    countries: EVERYWHERE,
  },
  REVENUE_RECOGNITION,
  {
    id: 'recognitionEntries',
    name: {
      en: 'Recognition entries posted to the ERP',
      da: 'Periodiseringsposteringer i ERP-systemet',
      nb: 'Periodiseringsposteringer i ERP-systemet',
    },
    plans: SCALE_UP,
    status: { kind: 'planned', quarter: '2027-Q2' },
    countries: [],
  },
  {
    id: 'reporting',
    name: {
      en: 'MRR, ARR and churn reporting',
      da: 'Rapportering af MRR, ARR og churn',
      nb: 'Rapportering av MRR, ARR og churn',
    },
    plans: ALL,
    status: { kind: 'available' },
    countries: EVERYWHERE,
  },
  {
    id: 'api',
    name: { en: 'REST API and webhooks', da: 'REST API og webhooks', nb: 'REST API og webhooks' },
    plans: ALL,
    status: { kind: 'available', since: '2025-03' },
    countries: EVERYWHERE,
    // Requests per API key in a sliding window; over it the API answers 429 with Retry-After.
    limits: { rateLimitRequests: 100, rateLimitWindowSeconds: 10 },
  },
  {
    id: 'eInvoicing',
    name: { en: 'E-invoices through Peppol', da: 'E-fakturaer via Peppol', nb: 'E-faktura via Peppol' },
    plans: ALL,
    status: { kind: 'available' },
    // NemHandel (OIOUBL, Peppol BIS) in Denmark, EHF in Norway; nowhere else yet.
    countries: ['DK', 'NO'],
    plannedCountries: { FI: '2027-Q1', DE: '2027-Q3' },
  },
  {
    id: 'expenses',
    name: { en: 'Expenses', da: 'Udgifter', nb: 'Utgifter' },
    plans: ALL,
    status: { kind: 'beta', since: '2026-06', generalRelease: '2026-Q4' },
    countries: EVERYWHERE,
    // The ERPs expenses post to during the beta; the others follow with the general release.
    integrations: ['e-conomic', 'Dinero', 'Billy', 'Tripletex', 'Fortnox'],
  },
  {
    id: 'ai',
    name: { en: 'AI assistant', da: 'AI-assistent', nb: 'AI-assistent' },
    plans: ALL,
    status: { kind: 'available' },
    countries: EVERYWHERE,
  },
  {
    // Phone support: the plans whose support channels include the phone (SUPPORT_CHANNELS, below).
    id: 'phoneSupport',
    name: { en: 'Phone support', da: 'Telefonsupport', nb: 'Telefonstøtte' },
    plans: PAID,
    status: { kind: 'available' },
    countries: EVERYWHERE,
  },
  {
    id: 'sso',
    name: { en: 'Single sign-on', da: 'Single sign-on', nb: 'Single sign-on' },
    plans: ALL,
    status: { kind: 'available', since: '2025-11' },
    countries: EVERYWHERE,
  },
  {
    id: 'debtCollection',
    name: {
      en: 'Hand-over to debt collection',
      da: 'Overdragelse til inkasso',
      nb: 'Overlevering til inkasso',
    },
    plans: ALL,
    status: { kind: 'available', since: '2025-05' },
    countries: ['DK', 'NO'],
  },
  {
    id: 'multiEntity',
    name: {
      en: 'Several companies in one organisation',
      da: 'Flere selskaber i én organisation',
      nb: 'Flere selskaper i én organisasjon',
    },
    plans: ['enterprise'],
    status: { kind: 'planned', quarter: '2027-Q4' },
    countries: [],
  },
  {
    id: 'germanInvoices',
    name: { en: 'German-language invoices', da: 'Fakturaer på tysk', nb: 'Fakturaer på tysk' },
    plans: ALL,
    status: { kind: 'planned', quarter: '2027-Q3' },
    countries: [],
  },
  {
    id: 'quotes',
    name: {
      en: 'Quotes that become subscriptions',
      da: 'Tilbud, der bliver til abonnementer',
      nb: 'Tilbud som blir abonnementer',
    },
    plans: ALL,
    status: { kind: 'planned', quarter: '2027-Q3' },
    countries: [],
  },
  {
    id: 'forecasting',
    name: {
      en: 'MRR and cash forecasting',
      da: 'Prognoser for MRR og likviditet',
      nb: 'Prognoser for MRR og likviditet',
    },
    plans: ALL,
    status: { kind: 'planned', quarter: '2028' },
    countries: [],
  },
] as const satisfies readonly Capability[];

export type CapabilityId = (typeof CAPABILITIES)[number]['id'];

/** The capability with this id. */
export function capability(id: CapabilityId): Capability {
  const found = (CAPABILITIES as readonly Capability[]).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no capability ${id}`);
  return found;
}

export function isCapabilityId(value: string): value is CapabilityId {
  return (CAPABILITIES as readonly Capability[]).some((candidate) => candidate.id === value);
}

/** A capability's limit by name, or undefined when it has none by that name. */
export function capabilityLimit(id: CapabilityId, limit: string): number | undefined {
  return capability(id).limits?.[limit];
}

/** How each plan reaches us. Phone support starts with Growth; Free gets the docs and e-mail. */
export type SupportChannel = 'docs' | 'email' | 'phone' | 'priorityApi' | 'agreedServiceLevel';
export const SUPPORT_CHANNELS: Readonly<Record<PlanId, readonly SupportChannel[]>> = {
  free: ['docs', 'email'],
  growth: ['docs', 'email', 'phone'],
  scale: ['docs', 'email', 'phone', 'priorityApi'],
  enterprise: ['docs', 'email', 'phone', 'priorityApi', 'agreedServiceLevel'],
};

/**
 * Where the product is generally available: a Danish or Norwegian company gets its own
 * language, payment methods and e-invoicing. Swedish, Finnish and German companies are served
 * in English, with their ERPs, cards and SEPA, but without local payment methods or
 * e-invoicing yet (see the roadmap).
 */
/**
 * Which e-invoice formats Billvard sends in a country, from the e-invoicing capability: `sends`
 * where it serves the country today (Denmark: NemHandel; Norway: EHF), `planned` with the quarter
 * where it is on the roadmap (Finland, Germany), `no` where it is neither (Sweden). Pages that
 * say whether we send a country's formats (the country brief) read it here, so the brief, the
 * roadmap and the e-invoicing capability cannot disagree.
 */
export type BillvardSends = { kind: 'sends' } | { kind: 'planned'; quarter: Quarter } | { kind: 'no' };

export function billvardSends(country: MarketCountry): BillvardSends {
  const eInvoicing = capability('eInvoicing');
  if (eInvoicing.countries.includes(country)) return { kind: 'sends' };
  const quarter = eInvoicing.plannedCountries?.[country];
  return quarter ? { kind: 'planned', quarter } : { kind: 'no' };
}

export const GENERALLY_AVAILABLE_IN: readonly MarketCountry[] = ['DK', 'NO'];
export const SERVED_IN_ENGLISH: readonly MarketCountry[] = ['SE', 'FI', 'DE'];

/** The roadmap: every planned capability (and each planned country of one), by quarter. */
export function roadmapEntries(): { id: CapabilityId; quarter: Quarter; country?: MarketCountry }[] {
  return (CAPABILITIES as readonly Capability[]).flatMap((entry) => {
    const own =
      entry.status.kind === 'planned'
        ? [{ id: entry.id as CapabilityId, quarter: entry.status.quarter }]
        : entry.status.kind === 'beta'
          ? [{ id: entry.id as CapabilityId, quarter: entry.status.generalRelease }]
          : [];
    const countries = Object.entries(entry.plannedCountries ?? {}).map(([country, quarter]) => ({
      id: entry.id as CapabilityId,
      quarter: quarter as Quarter,
      country: country as MarketCountry,
    }));
    return [...own, ...countries];
  });
}

/** The changelog: every capability with the month it shipped (or entered beta). */
export function changelogEntries(): { id: CapabilityId; month: string; beta: boolean }[] {
  return (CAPABILITIES as readonly Capability[]).flatMap((entry) =>
    'since' in entry.status && entry.status.since
      ? [{ id: entry.id as CapabilityId, month: entry.status.since, beta: entry.status.kind === 'beta' }]
      : [],
  );
}
