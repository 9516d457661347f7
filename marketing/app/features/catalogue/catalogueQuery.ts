import {
  COUNTRIES,
  type Country,
  INTEGRATION_CATEGORIES,
  type Integration,
  type IntegrationCategory,
  offeredIn,
  textIn,
} from '@web/shared';

/** What the catalogue shows: a search, one category or all, one country or all. */
export interface CatalogueQuery {
  q: string;
  category: IntegrationCategory | 'all';
  country: Country | 'all';
}

/** Longest search kept from a URL; anything longer is cut, never echoed whole. */
export const MAX_SEARCH_LENGTH = 80;

/** The view a page starts with: everything, or on a country site that country's integrations. */
export function defaultQuery(siteCountry: Country | null): CatalogueQuery {
  return { q: '', category: 'all', country: siteCountry ?? 'all' };
}

const isCategory = (value: string | null): value is IntegrationCategory =>
  (INTEGRATION_CATEGORIES as readonly string[]).includes(value ?? '');
const isCountry = (value: string | null): value is Country =>
  (COUNTRIES as readonly string[]).includes(value ?? '');

/** Reads `?q=&category=&country=`; unknown values fall back to the page's default view. */
export function parseCatalogueQuery(search: string, siteCountry: Country | null): CatalogueQuery {
  const params = new URLSearchParams(search);
  const fallback = defaultQuery(siteCountry);
  const category = params.get('category');
  const country = params.get('country')?.toUpperCase() ?? null;
  return {
    // Kept as typed (a trailing space is part of typing "danske bank"); matching splits words.
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    category: isCategory(category) ? category : 'all',
    country: country === 'ALL' ? 'all' : isCountry(country) ? country : fallback.country,
  };
}

/** The query string for a view, leaving out what equals the page's default (`''` for the default view). */
export function catalogueSearch(query: CatalogueQuery, siteCountry: Country | null): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.category !== 'all') params.set('category', query.category);
  if (query.country !== defaultQuery(siteCountry).country) params.set('country', query.country);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Letters that NFD does not take apart, spelled as a reader without them types them. */
const SPELLED_OUT: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', đ: 'd', ł: 'l', œ: 'oe' };

/**
 * A text as the catalogue compares it: lowercase, without accents (ä → a, ö → o, ü → u, å → a),
 * with æ, ø and ß spelled out, "aa" read as the å it stands for (Aarhus, Århus), and hyphens
 * and dots dropped, so "economic" finds e-conomic and "leverandorservice" Leverandørservice.
 * Spaces stay: they separate the words of a search.
 */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøßđłœ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a')
    .replace(/[-‐-―.­]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a search looks: every name (also without its spaces), the slug, the description and the category's title. */
function haystack(integration: Integration, language: string, categoryTitle: string): string {
  const names = Object.values(integration.title);
  return searchable(
    [
      ...names,
      // "poweroffice" and "danskebank" find "PowerOffice Go" and "Danske Bank".
      ...names.map((name) => name.replace(/\s+/g, '')),
      integration.slug,
      textIn(integration.description, language),
      integration.description.en,
      categoryTitle,
    ].join(' '),
  );
}

/** The entries a view shows, in data order: every word of the search must match somewhere. */
export function filterIntegrations(
  integrations: readonly Integration[],
  query: CatalogueQuery,
  language: string,
  categoryTitle: (category: IntegrationCategory) => string,
): Integration[] {
  const words = searchable(query.q).split(/\s+/).filter(Boolean);
  return integrations.filter((integration) => {
    if (query.category !== 'all' && integration.category !== query.category) return false;
    if (query.country !== 'all' && !offeredIn(integration, query.country)) return false;
    const text = haystack(integration, language, categoryTitle(integration.category));
    return words.every((word) => text.includes(word));
  });
}

/** Entries grouped by category in the catalogue's order; empty categories left out. */
export function groupByCategory(
  integrations: readonly Integration[],
): { category: IntegrationCategory; integrations: Integration[] }[] {
  return INTEGRATION_CATEGORIES.map((category) => ({
    category,
    integrations: integrations.filter((integration) => integration.category === category),
  })).filter((group) => group.integrations.length > 0);
}
