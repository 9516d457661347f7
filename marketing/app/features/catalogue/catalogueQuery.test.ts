import { INTEGRATIONS } from '@web/shared';
import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  defaultQuery,
  filterIntegrations,
  groupByCategory,
  parseCatalogueQuery,
  searchable,
} from './catalogueQuery';

const titles: Record<string, string> = { erp: 'ERP and accounting systems', bank: 'Banks' };
const categoryTitle = (category: string) => titles[category] ?? category;
const slugs = (q: string, category = 'all', country = 'all') =>
  filterIntegrations(
    INTEGRATIONS,
    parseCatalogueQuery(`?q=${encodeURIComponent(q)}&category=${category}&country=${country}`, null),
    'en',
    categoryTitle,
  ).map((integration) => integration.slug);

describe('parseCatalogueQuery', () => {
  it.each([
    ['', null, { q: '', category: 'all', country: 'all' }],
    ['', 'DK', { q: '', category: 'all', country: 'DK' }],
    ['?country=all', 'DK', { q: '', category: 'all', country: 'all' }],
    ['?country=no', 'DK', { q: '', category: 'all', country: 'NO' }],
    ['?q=fiken%20&category=erp', null, { q: 'fiken ', category: 'erp', country: 'all' }],
    ['?category=spaceships&country=XX', 'NO', { q: '', category: 'all', country: 'NO' }],
    ['?category=__proto__&country=constructor', null, { q: '', category: 'all', country: 'all' }],
  ] as const)('reads %j on a %s site', (search, country, expected) => {
    expect(parseCatalogueQuery(search, country)).toEqual(expected);
  });

  it('cuts an overlong search', () => {
    expect(parseCatalogueQuery(`?q=${'a'.repeat(500)}`, null).q).toHaveLength(80);
  });
});

describe('catalogueSearch', () => {
  it('writes only what differs from the page default', () => {
    expect(catalogueSearch(defaultQuery(null), null)).toBe('');
    expect(catalogueSearch(defaultQuery('DK'), 'DK')).toBe('');
    expect(catalogueSearch({ q: 'bank', category: 'bank', country: 'all' }, 'DK')).toBe(
      '?q=bank&category=bank&country=all',
    );
  });

  it('keeps a search as typed, and drops one of spaces only', () => {
    expect(catalogueSearch({ q: 'danske ', category: 'all', country: 'all' }, null)).toBe('?q=danske+');
    expect(catalogueSearch({ q: '   ', category: 'all', country: 'all' }, null)).toBe('');
  });

  it('round-trips through parseCatalogueQuery', () => {
    const query = { q: 'sheets', category: 'reporting', country: 'FI' } as const;
    expect(parseCatalogueQuery(catalogueSearch(query, 'NO'), 'NO')).toEqual(query);
  });
});

describe('filterIntegrations', () => {
  it('shows all 29 for the default view', () => {
    expect(slugs('')).toHaveLength(29);
  });

  it('narrows by category and by country; entries without countries show everywhere', () => {
    expect(slugs('', 'erp', 'NO')).toEqual(['business-central', 'power-office-go', 'tripletex', 'fiken']);
    expect(slugs('', 'all', 'DE')).toContain('stripe');
    expect(slugs('', 'all', 'DE')).not.toContain('fiken');
  });

  it('matches names without accents or Nordic letters, and every word of the search', () => {
    expect(slugs('leverandor')).toEqual(['leverandoerservice']);
    expect(slugs('Leverandør')).toEqual(['leverandoerservice']);
    expect(slugs('danske bank')).toEqual(['danske-bank']);
  });

  it('ignores hyphens and spaces inside a name, and diacritics in the search', () => {
    expect(slugs('economic')).toEqual(['e-conomic']);
    expect(slugs('e-conomic')).toEqual(['e-conomic']);
    expect(slugs('leverandorservice')).toEqual(['leverandoerservice']);
    expect(slugs('LEVERANDØRSERVICE')).toEqual(['leverandoerservice']);
    expect(slugs('poweroffice')).toEqual(['power-office-go']);
    expect(slugs('danskebank')).toEqual(['danske-bank']);
    expect(slugs('Tripletéx')).toEqual(['tripletex']);
  });

  it('matches the category title too', () => {
    expect(slugs('banks')).toEqual(expect.arrayContaining(['nordea', 'dnb', 'bank']));
  });

  it('finds nothing for a word nothing has', () => {
    expect(slugs('zzzz')).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('keeps the catalogue order and drops empty categories', () => {
    const groups = groupByCategory(INTEGRATIONS.filter((integration) => integration.slug !== 'hubspot'));
    expect(groups.map((group) => group.category)).toEqual([
      'erp',
      'payment-card',
      'direct-debit',
      'bank',
      'reporting',
      'other',
    ]);
  });
});

describe('searchable', () => {
  it.each([
    ['Ærø Åbenrå Søren Müller', 'aero abenra soren muller'],
    ['e-conomic', 'economic'],
    ['Leverandørservice', 'leverandorservice'],
    ['Æble', 'aeble'],
    ['Aabenraa', 'abenra'],
    ['Åbenrå', 'abenra'],
    ['Bäckerei Köln', 'backerei koln'],
    ['Grünerløkka', 'grunerlokka'],
    ['Straße', 'strasse'],
    ['  Danske   Bank ', 'danske bank'],
    ['SEPA-direkte debitering', 'sepadirekte debitering'],
    ['pain.001', 'pain001'],
  ])('folds %j to %j', (text, folded) => {
    expect(searchable(text)).toBe(folded);
  });

  it('reads å and its older spelling aa alike, and ø and ö alike', () => {
    expect(searchable('Århus')).toBe(searchable('Aarhus'));
    expect(searchable('Ørsted')).toBe(searchable('Örsted'));
  });
});
