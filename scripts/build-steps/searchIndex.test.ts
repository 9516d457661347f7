import { describe, expect, it } from 'vitest';
import { isSearchable, markForIndex, resultUrl } from './searchIndex';

const page = (body: string, head = '<title>Pricing | Billvard</title>') =>
  `<!DOCTYPE html><html lang="da"><head>${head}</head><body class="x">${body}</body></html>`;

describe('resultUrl', () => {
  it('is the canonical path of the published file', () => {
    expect(resultUrl('index.html')).toBe('/');
    expect(resultUrl('da-DK/index.html')).toBe('/da-DK/');
    expect(resultUrl('da-DK/pricing/index.html')).toBe('/da-DK/pricing');
    expect(resultUrl('docs/index.html')).toBe('/docs/');
    expect(resultUrl('docs/billing/plans.html')).toBe('/docs/billing/plans');
  });
});

describe('isSearchable', () => {
  const html = page('<main data-pagefind-body>x</main>');

  it('takes the unprefixed English site, the Danish and Norwegian sites and the docs', () => {
    for (const file of [
      'index.html',
      'pricing/index.html',
      'da-DK/pricing/index.html',
      'nb-NO/index.html',
      'docs/billing/plans.html',
    ])
      expect(isSearchable(file, html), file).toBe(true);
  });

  it('leaves out the sites that repeat another text, not-found pages and noindex pages', () => {
    for (const file of [
      'en-DK/pricing/index.html',
      'sv-SE/pricing/index.html',
      'de-DE/index.html',
      '404.html',
      'da-DK/404.html',
      'docs/404.html',
    ])
      expect(isSearchable(file, html), file).toBe(false);
    expect(isSearchable('book-demo/thanks/index.html', page('<meta name="robots" content="noindex">'))).toBe(
      false,
    );
  });
});

describe('markForIndex', () => {
  it('adds the section filter and the title where Pagefind reads them', () => {
    const marked = markForIndex('da-DK/integrations/index.html', page('<main data-pagefind-body>x</main>'));
    expect(marked).toContain(
      '<body class="x"><span hidden data-pagefind-filter="section:integrations" data-pagefind-meta="title:Pricing"></span>',
    );
  });

  it('joins words that soft hyphens split for line breaking', () => {
    const marked = markForIndex(
      'da-DK/x/index.html',
      page('<main data-pagefind-body><h2>abon\u00ADne&shy;ment&#173;er</h2></main>'),
    );
    expect(marked).toContain('<h2>abonnementer</h2>');
  });

  it('escapes a title so it cannot break out of its attribute', () => {
    const marked = markForIndex(
      'pricing/index.html',
      page('<main data-pagefind-body>x</main>', '<title>"&gt;&lt;b&gt; | Billvard</title>'),
    );
    expect(marked).toContain('data-pagefind-meta="title:&#34;&#62;&#60;b&#62;"');
  });

  it("puts the marker right after the body's start tag, not in a head script or an attribute", () => {
    const html =
      '<!DOCTYPE html><html><head><title>Plans | Docs</title><script>"<body>"</script></head>' +
      '<body data-note="a > b" class=plain><main data-pagefind-body>x</main></body></html>';
    expect(markForIndex('docs/plans.html', html)).toContain(
      '<body data-note="a > b" class=plain><span hidden data-pagefind-filter="section:docs" data-pagefind-meta="title:Plans"></span><main',
    );
  });

  it('takes the title the assembly read, without reading the page again', () => {
    const marked = markForIndex('pricing/index.html', page('<main data-pagefind-body>x</main>'), 'Prices');
    expect(marked).toContain('data-pagefind-meta="title:Prices"');
  });

  it('fails naming the file when nothing marks the content', () => {
    expect(() => markForIndex('docs/x.html', page('<main>x</main>'))).toThrow(
      /docs\/x\.html: no element marks the content/,
    );
  });
});
