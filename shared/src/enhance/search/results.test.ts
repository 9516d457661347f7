import { describe, expect, it } from 'vitest';
import type { PagefindResponse, PagefindResult, PagefindResultData } from './pagefind';
import {
  bestSubResult,
  excerptRuns,
  fillMessage,
  oneLanguagePerDoc,
  scopesFor,
  searchAll,
  type SearchRow,
  sectionCount,
  statusFor,
  toRow,
  uniqueRows,
} from './results';

const data = (overrides: Partial<PagefindResultData> = {}): PagefindResultData => ({
  url: '/docs/billing/plans',
  excerpt: 'Plans set the <mark>price</mark>.',
  meta: { title: 'Plans' },
  filters: { section: ['docs'] },
  sub_results: [
    {
      title: 'Plans',
      url: '/docs/billing/plans',
      excerpt: 'Plans set the <mark>price</mark>.',
      locations: [3],
    },
    {
      title: 'Price\u200B changes',
      url: '/docs/billing/plans#price-changes',
      excerpt: 'A <mark>price</mark> change applies from the next period.',
      locations: [10, 14, 20],
    },
  ],
  ...overrides,
});

describe('toRow', () => {
  it('opens the heading the hits sit under, with its anchor and its excerpt', () => {
    expect(toRow(data(), 'default')).toEqual({
      url: '/docs/billing/plans#price-changes',
      section: 'docs',
      title: 'Plans',
      heading: 'Price changes',
      excerpt: 'A <mark>price</mark> change applies from the next period.',
    });
  });

  it('opens the page itself when its top matched best, with no heading line', () => {
    const row = toRow(data({ sub_results: [data().sub_results[0]!] }), 'default');
    expect(row.url).toBe('/docs/billing/plans');
    expect(row.heading).toBeNull();
  });

  it("sends marketing results to the reader's locale", () => {
    const page = data({
      url: '/pricing',
      filters: { section: ['product'] },
      meta: { title: 'Pricing' },
      sub_results: [],
    });
    expect(toRow(page, 'en-NO')).toMatchObject({ url: '/en-NO/pricing', section: 'product', heading: null });
  });

  it('takes the section from the URL when the filter is missing or unknown', () => {
    const page = data({ url: '/blog/post', filters: { section: ['<b>odd</b>'] }, sub_results: [] });
    expect(toRow(page, 'default').section).toBe('blog');
  });
});

describe('bestSubResult', () => {
  it('prefers the weighted score when Pagefind gives one', () => {
    const weighted = data({
      sub_results: [
        {
          title: 'A',
          url: '/a',
          excerpt: '',
          weighted_locations: [{ weight: 7, balanced_score: 900, location: 1 }],
        },
        {
          title: 'B',
          url: '/a#b',
          excerpt: '',
          weighted_locations: [{ weight: 1, balanced_score: 100, location: 9 }],
        },
      ],
    });
    expect(bestSubResult(weighted)?.title).toBe('A');
  });
});

describe('uniqueRows', () => {
  it('keeps the first row for each address', () => {
    const a = toRow(data(), 'default');
    expect(uniqueRows([a, { ...a, title: 'again' }])).toEqual([a]);
  });
});

describe('excerptRuns', () => {
  it('keeps only the marks, as text', () => {
    expect(excerptRuns('a <mark>b</mark> c')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c', marked: false },
    ]);
  });

  it('never turns page text into markup', () => {
    const runs = excerptRuns('&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark>&amp;</mark>');
    expect(runs).toEqual([
      { text: '<img src=x onerror=alert(1)> bold ', marked: false },
      { text: '&', marked: true },
    ]);
  });
});

describe('fillMessage', () => {
  it('fills known placeholders and leaves others', () => {
    expect(fillMessage('{count} results for {query} {x}', { count: 3, query: 'vat' })).toBe(
      '3 results for vat {x}',
    );
  });
});

/** A bundle that finds the given pages (id, section, score) for any term, narrowed by a section filter as Pagefind does. */
function bundle(pages: [id: string, section: string, score: number][]) {
  const calls: (string | undefined)[] = [];
  const result = ([id, , score]: (typeof pages)[number]): PagefindResult => ({
    id,
    score,
    data: async () => data({ url: `/${id}` }),
  });
  return {
    calls,
    instance: {
      async search(_term: string, options?: { filters?: Record<string, string> }): Promise<PagefindResponse> {
        const section = options?.filters?.['section'];
        calls.push(section);
        const hits = pages.filter(([, pageSection]) => !section || pageSection === section);
        const filters: Record<string, number> = {};
        for (const [, pageSection] of hits) filters[pageSection] = (filters[pageSection] ?? 0) + 1;
        return {
          results: [...hits].sort((a, b) => b[2] - a[2]).map(result),
          unfilteredResultCount: pages.length,
          filters: { section: filters },
        };
      },
    },
  };
}

const ids = (results: PagefindResult[]) => results.map((result) => result.id);

describe('searchAll', () => {
  const danish = bundle([
    ['priser', 'product', 10],
    ['fakturaer', 'docs', 8],
    ['blog-moms', 'blog', 6],
  ]);
  const english = bundle([
    ['invoices', 'docs', 9],
    ['pricing', 'product', 12],
  ]);
  const scopes = scopesFor([danish.instance, english.instance]);

  it("searches the page's language whole and the English bundle's docs, ranked together by score", async () => {
    expect(scopes.map((scope) => scope.only)).toEqual([null, 'docs']);
    const { found, counts } = await searchAll('faktura', scopes, '');
    // The English doc (9) is not held back behind the Danish pages that score less.
    expect(ids(found)).toEqual(['priser', 'invoices', 'fakturaer', 'blog-moms']);
    expect(counts).toEqual({ product: 1, docs: 2, blog: 1 });
  });

  it('narrows to a chosen section and still counts every section', async () => {
    const { found, counts } = await searchAll('faktura', scopes, 'docs');
    expect(ids(found)).toEqual(['invoices', 'fakturaer']);
    expect(counts).toEqual({ product: 1, docs: 2, blog: 1 });
    expect(ids((await searchAll('faktura', scopes, 'blog')).found)).toEqual(['blog-moms']);
  });

  it('puts docs pages first for a reader in the docs, by their weighted score', async () => {
    const { found } = await searchAll('faktura', scopes, '', { readerInDocs: true });
    // 9 × 1.5 and 8 × 1.5 = 12 outweigh the product page's 10.
    expect(ids(found)).toEqual(['invoices', 'fakturaer', 'priser', 'blog-moms']);
  });

  it("searches the words a question is about, and the site's word for a word readers use", async () => {
    const asked: string[] = [];
    const recording = {
      async search(term: string) {
        asked.push(term);
        return term === 'kreditnota faktura'
          ? {
              results: [{ id: 'credit', score: 5, data: async () => data({ url: '/x' }) }],
              unfilteredResultCount: 1,
              filters: {},
            }
          : { results: [], unfilteredResultCount: 0, filters: {} };
      },
    };
    const { found } = await searchAll(
      'Hvordan laver jeg en tilbagebetaling på en faktura?',
      scopesFor([recording]),
      '',
      {
        language: 'da',
      },
    );
    expect(asked.slice(0, 2)).toEqual(['laver tilbagebetaling faktura', 'laver kreditnota faktura']);
    // Neither finds three pages, so one word at a time is left out: "kreditnota faktura" finds it.
    expect(ids(found)).toEqual(['credit']);
  });

  it('finds nothing and counts nothing when no bundle has the term', async () => {
    const empty = scopesFor([bundle([]).instance]);
    expect(await searchAll('zzz', empty, '')).toEqual({ found: [], counts: {} });
  });

  it('survives a bundle that answers null', async () => {
    const broken = { search: async () => null };
    expect(await searchAll('x', scopesFor([broken]), 'docs')).toEqual({ found: [], counts: {} });
  });
});

describe('oneLanguagePerDoc', () => {
  const row = (url: string): SearchRow => ({ url, section: 'docs', title: url, heading: null, excerpt: '' });
  it("keeps a doc once, in the reader's language, at the better of its places", () => {
    const rows = [
      row('/docs/billing/plans#a'),
      row('/da-DK/pricing'),
      row('/da-DK/docs/billing/plans'),
      row('/docs/api'),
    ];
    expect(oneLanguagePerDoc(rows, '/da-DK/docs').map((r) => r.url)).toEqual([
      '/da-DK/docs/billing/plans',
      '/da-DK/pricing',
      '/docs/api',
    ]);
  });
});

describe('sectionCount', () => {
  it('shows nothing before a search, the sum for all, and a section its own', () => {
    expect(sectionCount(null, '')).toBeNull();
    expect(sectionCount({ docs: 2, blog: 1 }, '')).toBe(3);
    expect(sectionCount({ docs: 2, blog: 1 }, 'blog')).toBe(1);
    expect(sectionCount({ docs: 2 }, 'product')).toBeNull();
  });
});

describe('statusFor', () => {
  it('names the message for none, one, many, and more than shown', () => {
    expect(statusFor('vat', 0, 0)).toEqual({ name: 'none', values: { query: 'vat' } });
    expect(statusFor('vat', 1, 1)).toEqual({ name: 'one', values: { count: 1 } });
    expect(statusFor('vat', 5, 5)).toEqual({ name: 'many', values: { count: 5 } });
    expect(statusFor('vat', 30, 12)).toEqual({ name: 'more', values: { shown: 12, count: 30 } });
  });
});
