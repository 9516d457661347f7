import { describe, expect, it } from 'vitest';
import { derivePage } from './pageData';
import { KIND_RULES, kindOf } from './pageKinds';
import { type FrontMatter, parseFrontMatter } from './schema';

const toc = [{ id: 'a', title: 'A', children: [] }];
const base = { title: 'Recurring billing', description: 'x'.repeat(80) };
/** What each kind must have beyond the base, so a test page of any kind parses. */
const required: Record<string, Record<string, unknown>> = {
  post: { date: '2026-11-20', author: 'Ane', topic: 'metrics' },
  case: {
    customer: 'A Danish SaaS with 400 subscriptions',
    industry: 'SaaS',
    inputs: { invoices: 400, mrr: 240000, reminders: 10, before: 'e-conomic', currency: 'DKK' },
  },
  term: { term: 'MRR', topic: 'metrics' },
  comparison: { reviewed: '2026-11-20', sources: [{ label: 'Pricing', url: 'https://example.com' }] },
};
const page = (path: string, extra: Record<string, unknown> = {}) =>
  derivePage(
    path,
    parseFrontMatter(
      { ...base, ...(required[kindOf(path)] ?? {}), ...extra },
      'test.mdx',
      path,
    ) as FrontMatter,
    toc,
  );
const hero = { description: 'Hero text', title: 'Hero title', heading: 'Short heading', tag: 'Billing' };

describe('kindOf', () => {
  it.each([
    ['/integrations/e-conomic', 'integration', 'integration'],
    ['/integrations', 'list', 'standard'],
    ['/blog/measuring-mrr', 'post', 'simple'],
    ['/cases/danish-saas', 'case', 'simple'],
    ['/dictionary/mrr', 'term', 'simple'],
    ['/compare/chargebee', 'comparison', 'standard'],
    ['/blog', 'list', 'standard'],
    ['/book-demo', 'form', 'form'],
    ['/calculator', 'tool', 'standard'],
    ['/features/billing', 'standard', 'standard'],
    ['/features/billing/self-service', 'standard', 'standard'],
    ['/', 'standard', 'standard'],
  ])('%s is a %s page in the %s layout', (path, kind, layout) => {
    expect(kindOf(path)).toBe(kind);
    expect(page(path)).toMatchObject({ kind, layout });
  });

  it('front matter may override the kind', () => {
    expect(page('/features/billing', { kind: 'list' })).toMatchObject({ kind: 'list', salesBand: true });
    expect(KIND_RULES.form.salesBand).toBe(false);
  });

  it('form pages leave out the footer band; others keep it', () => {
    expect(page('/book-demo').salesBand).toBe(false);
    expect(page('/pricing').salesBand).toBe(true);
  });

  it('names the widgets of a page from the one table', () => {
    expect(page('/pricing').widgets).toEqual({ before: 'pricingPlans' });
    expect(page('/book-demo').widgets).toEqual({ after: 'bookDemoForm' });
    expect(page('/features/billing').widgets).toEqual({});
  });
});

describe('derivePage', () => {
  it('gives a plain page a title block, its section label and the default width', () => {
    const data = page('/features/billing');
    expect(data).toMatchObject({
      titleBlock: 'Recurring billing',
      pageTitle: 'Recurring billing',
      section: 'section.product',
      hero: null,
      toc: null,
      width: 'default',
      container: true,
      footer: true,
      breadcrumbs: null,
    });
  });

  it('uses pageTitle for the <title> when given', () => {
    expect(page('/pricing', { pageTitle: 'Prices' }).pageTitle).toBe('Prices');
  });

  it('shows the hero when header.description is given, and only then', () => {
    expect(page('/features/billing', { header: { title: 'No description' } }).hero).toBeNull();
    const data = page('/features/billing', { header: hero });
    expect(data.hero).toMatchObject({ title: 'Hero title', description: 'Hero text', headingIsH1: false });
    expect(data.titleBlock).toBeNull();
  });

  it('hide title: no title block, and the hero heading becomes the H1', () => {
    expect(page('/features/billing', { hide: ['title'] }).titleBlock).toBeNull();
    expect(page('/features/billing', { hide: ['title'], header: hero }).hero?.headingIsH1).toBe(true);
  });

  it('hide section: no section label above the title', () => {
    expect(page('/features/billing', { hide: ['section'] }).section).toBeNull();
  });

  it('hide container: full-bleed content', () => {
    expect(page('/features/billing', { hide: ['container'] }).container).toBe(false);
  });

  it('splits the text of standard pages and comparisons into rows unless they show contents', () => {
    expect(page('/features/billing').split).toBe(true);
    expect(page('/calculator').split).toBe(true);
    expect(
      page('/compare/stripe-billing', {
        reviewed: '2026-11-25',
        sources: [{ label: 'S', url: 'https://example.com' }],
      }).split,
    ).toBe(true);
    expect(page('/features/billing', { include: ['toc'] }).split).toBe(false);
    expect(page('/features/billing', { include: ['toc'], hide: ['toc'] }).split).toBe(true);
    expect(page('/blog/post', { date: '2026-01-01', author: 'A', topic: 'metrics' }).split).toBe(false);
  });

  it("shows a case's worked example beside its hero, unless the file names a view", () => {
    const inputs = {
      invoices: 400,
      mrr: 240000,
      reminders: 10,
      before: 'e-conomic' as const,
      currency: 'DKK' as const,
    };
    const data = page('/cases/x', { customer: 'C', industry: 'I', inputs, header: hero });
    expect(data.hero?.figure).toEqual({ inputs });
    expect(
      page('/cases/x', { customer: 'C', industry: 'I', inputs, header: { ...hero, view: 'mrr' } }).hero
        ?.figure,
    ).toBeUndefined();
    expect(page('/pricing', { header: { ...hero, figure: { plan: 'growth' } } }).hero?.figure).toEqual({
      plan: 'growth',
    });
  });

  it('include toc: the standard layout shows the contents; hide toc wins', () => {
    expect(page('/features/billing', { include: ['toc'] }).toc).toEqual(toc);
    expect(page('/features/billing', { include: ['toc'], hide: ['toc'] }).toc).toBeNull();
    expect(page('/blog/post', { include: ['toc'] }).toc).toBeNull();
  });

  it('hide footer: no site footer', () => {
    expect(page('/features/billing', { hide: ['footer'] }).footer).toBe(false);
  });

  it('gives simple pages breadcrumbs through their list page; hide bread removes them', () => {
    expect(page('/blog/post').breadcrumbs).toEqual([
      { label: 'breadcrumbs.home', literal: false, href: '/' },
      { label: 'section.blog', literal: false, href: '/blog' },
      { label: 'Recurring billing', literal: true },
    ]);
    expect(page('/blog/post', { hide: ['bread'] }).breadcrumbs).toBeNull();
  });

  it('gives integration pages breadcrumbs through the catalogue, and names their integration', () => {
    expect(page('/integrations/stripe').breadcrumbs).toEqual([
      { label: 'breadcrumbs.home', literal: false, href: '/' },
      { label: 'section.integrations', literal: false, href: '/integrations' },
      { label: 'Recurring billing', literal: true },
    ]);
    expect(page('/integrations/stripe').integration).toBe('stripe');
    expect(page('/integrations').integration).toBeNull();
  });

  it('hide integration: no side card on an integration page', () => {
    expect(page('/integrations/stripe').sideCard).toBe(true);
    expect(page('/integrations/stripe', { hide: ['integration'] }).sideCard).toBe(false);
  });

  it('noindex: asks search engines to skip the page; pages are indexed by default', () => {
    expect(page('/book-demo/thanks', { noindex: true }).noindex).toBe(true);
    expect(page('/book-demo').noindex).toBe(false);
  });

  it('include overlap: the hero runs under the header, only when there is a hero', () => {
    expect(page('/', { include: ['overlap'], header: hero }).overlap).toBe(true);
    expect(page('/', { include: ['overlap'] }).overlap).toBe(false);
  });

  it('width: narrow and full as asked; simple pages default to narrow', () => {
    expect(page('/features/billing', { width: 'narrow' }).width).toBe('narrow');
    expect(page('/features/billing', { width: 'full' }).width).toBe('full');
    expect(page('/dictionary/mrr').width).toBe('narrow');
  });
});

describe('parseFrontMatter', () => {
  it.each([
    [{ description: base.description }, '"title"'],
    [{ title: 'T' }, '"description"'],
    [{ ...base, hide: ['everything'] }, '"hide.0"'],
    [{ ...base, width: 'wide' }, '"width"'],
    [{ ...base, header: { link: { label: 'Go', href: 'javascript:alert(1)' } } }, '"header.link.href"'],
    [{ ...base, ...required.post, date: '22/11/2026' }, '"date"'],
    [{ ...base, author: 'Ane' }, '"date"'],
    [{ ...base, ...required.post, topic: 'gossip' }, '"topic"'],
    [{ ...base, colour: 'red' }, '(root)'],
  ])('fails naming the file and field for %j', (data, field) => {
    expect(() => parseFrontMatter(data, 'blog/x.mdx', '/blog/x')).toThrow(
      new RegExp(`^content/blog/x.mdx \\(a post page\\): .*${field.replace(/[.()]/g, '\\$&')}`),
    );
  });

  it('a comparison needs its review date and sources; a case needs its inputs, and no quote', () => {
    expect(() => parseFrontMatter(base, 'compare/x.mdx', '/compare/x')).toThrow(/"reviewed".*"sources"/);
    const caseWithoutInputs = Object.fromEntries(
      Object.entries(required.case ?? {}).filter(([key]) => key !== 'inputs'),
    );
    expect(() => parseFrontMatter({ ...base, ...caseWithoutInputs }, 'cases/x.mdx', '/cases/x')).toThrow(
      /"inputs"/,
    );
    expect(() =>
      parseFrontMatter({ ...base, ...required.case, quote: 'Words nobody said.' }, 'cases/x.mdx', '/cases/x'),
    ).toThrow(/\(root\)/);
    expect(() =>
      parseFrontMatter(
        { ...base, ...required.case, inputs: { invoices: 400, mrr: 1, reminders: 10, before: 'billvard' } },
        'cases/x.mdx',
        '/cases/x',
      ),
    ).toThrow(/"inputs.before"/);
    expect(() =>
      parseFrontMatter(
        { ...base, ...required.comparison, sources: [{ label: 'S', url: 'http://insecure.example' }] },
        'compare/x.mdx',
        '/compare/x',
      ),
    ).toThrow(/"sources.0.url"/);
  });

  it('a field of another kind is refused on a standard page', () => {
    expect(() => parseFrontMatter({ ...base, term: 'MRR' }, 'features/x.mdx', '/features/x')).toThrow(
      /\(root\)/,
    );
  });
});
