import { describe, expect, it } from 'vitest';
import type { PagefindResultData } from './pagefind';
import { bestSubResult, excerptRuns, fillMessage, toRow, uniqueRows } from './results';

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
