import { BRAND_NAME, PLANS, SITE_ORIGIN } from '@web/shared';
import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  jsonLdText,
  organizationJsonLd,
  softwareApplicationJsonLd,
} from './structuredData';

describe('structured data', () => {
  it('names the company from the brand constants', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'Organization',
      name: BRAND_NAME,
      url: `${SITE_ORIGIN}/`,
    });
  });

  it('offers the priced plans and leaves out the one agreed per customer', () => {
    const plans = PLANS.map((plan) => ({ plan, name: plan.id }));
    const offers = softwareApplicationJsonLd({ url: 'u', description: 'd', plans }).offers as {
      name: string;
      price: string;
    }[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['free', '0'],
      ['growth', '1495'],
      ['scale', '3995'],
    ]);
  });

  it('gives the last crumb, the page itself, the page URL', () => {
    const list = breadcrumbJsonLd(
      [{ name: 'Home', url: 'https://x/' }, { name: 'Blog', url: 'https://x/blog' }, { name: 'A post' }],
      'https://x/blog/a',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://x/blog' },
      { '@type': 'ListItem', position: 3, name: 'A post', item: 'https://x/blog/a' },
    ]);
  });

  it('dates an article and names its author', () => {
    const article = articleJsonLd({
      url: 'u',
      headline: 'h',
      description: 'd',
      date: '2026-11-04',
      author: 'The team',
      language: 'da',
    });
    expect(article).toMatchObject({
      datePublished: '2026-11-04',
      author: { name: 'The team' },
      inLanguage: 'da',
    });
  });

  it('leaves out the soft hyphens a Danish or Norwegian title carries for line breaking', () => {
    const text = jsonLdText({
      headline: 'Fra manuel fakturering til abon\u00ADne\u00ADments\u00ADfak\u00ADtu\u00ADre\u00ADring',
    });
    expect(JSON.parse(text).headline).toBe('Fra manuel fakturering til abonnementsfakturering');
  });

  it('writes JSON that no text can close the script tag of', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>');
  });
});
