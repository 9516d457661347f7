import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkMarketingLinks from './remarkMarketingLinks';

const paragraphWith = (url: string): Root => ({
  type: 'root',
  children: [
    { type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', value: 'here' }] }] },
  ],
});

const firstInline = (tree: Root) => (tree.children[0] as { children: unknown[] }).children[0];

describe('remarkMarketingLinks', () => {
  it('turns a pathname:/// link to a marketing page into a MarketingLink, a plain anchor Docusaurus leaves alone', () => {
    const tree = paragraphWith('pathname:///company/contact');
    remarkMarketingLinks()(tree);
    expect(firstInline(tree)).toEqual({
      type: 'mdxJsxTextElement',
      name: 'MarketingLink',
      attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: '/company/contact' }],
      children: [{ type: 'text', value: 'here' }],
    });
  });

  it('opens Book demo in a new tab, as every Book demo link on the site', () => {
    const tree = paragraphWith('pathname:///book-demo');
    remarkMarketingLinks()(tree);
    expect((firstInline(tree) as { attributes: { name: string; value: string }[] }).attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'href', value: '/book-demo' },
      { type: 'mdxJsxAttribute', name: 'target', value: '_blank' },
      { type: 'mdxJsxAttribute', name: 'rel', value: 'noopener' },
    ]);
  });

  it.each(['./plans.md', '/docs/billing/plans', 'https://example.com', 'pathname:///docs/changelog'])(
    'leaves %s to Docusaurus',
    (url) => {
      const tree = paragraphWith(url);
      remarkMarketingLinks()(tree);
      expect(firstInline(tree)).toMatchObject({ type: 'link', url });
    },
  );
});
