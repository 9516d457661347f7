import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_NAME, SITE_ORIGIN } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../html';
import {
  addSocialTagsTo,
  brandColours,
  cardAlt,
  cardName,
  cardSpecOf,
  cardSvg,
  docsCategory,
  SocialCards,
  socialTags,
} from './socialCards';

const page = (lang: string, title: string, head = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title>${head}</head><body></body></html>`;

describe('cardSpecOf', () => {
  it('reads the title without the brand suffix and the section from the path, in the page language', () => {
    expect(
      cardSpecOf('features/billing/index.html', page('en', `Subscription billing | ${BRAND_NAME}`)),
    ).toEqual({
      title: 'Subscription billing',
      section: 'Product',
      language: 'en',
    });
    expect(
      cardSpecOf('da-DK/features/billing/index.html', page('da', `Abonnementsfakturering | ${BRAND_NAME}`)),
    ).toEqual({
      title: 'Abonnementsfakturering',
      section: 'Produkt',
      language: 'da',
    });
  });

  it('gives an English copy under another locale the English page card', () => {
    const english = cardSpecOf(
      'features/billing/index.html',
      page('en', `Subscription billing | ${BRAND_NAME}`),
    );
    const copy = cardSpecOf(
      'de-DE/features/billing/index.html',
      page('en', `Subscription billing | ${BRAND_NAME}`),
    );
    expect(copy).toEqual(english);
    expect(cardName(cardSvg(copy))).toBe(cardName(cardSvg(english)));
  });

  it('has no section on the home page', () => {
    expect(cardSpecOf('index.html', page('en', `Home | ${BRAND_NAME}`)).section).toBeNull();
  });

  it('labels docs pages Docs, with their category when they sit below one', () => {
    const crumbs =
      '<nav class=x aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/docs/><svg></svg></a><li class=breadcrumbs__item><a href=/docs/billing>Billing</a><li class="breadcrumbs__item breadcrumbs__item--active"><span>Plans</span></ul></nav>';
    const html = `<html lang=en><head><title data-rh=true>Plans | Docs</title></head><body>${crumbs}</body></html>`;
    expect(cardSpecOf('docs/billing/plans.html', html)).toEqual({
      title: 'Plans',
      section: 'Docs · Billing',
      language: 'en',
    });
    expect(
      docsCategory('<nav aria-label=Breadcrumbs><ul><li><a></a><li><span>Billing</span></ul></nav>'),
    ).toBeNull();
  });
});

describe('cardSvg and cardName', () => {
  it('draws text as outlines, not as SVG text', () => {
    const svg = cardSvg({ title: 'Ærlig økonomi', section: 'Løsninger', language: 'nb' });
    expect(svg).toMatch(/^<svg[^>]*width="1200" height="630"/);
    expect(svg).not.toContain('<text');
  });

  it('names a card by what it shows: same card, same name; another title, another name', () => {
    const spec = { title: 'Pricing', section: null, language: 'en' };
    expect(cardName(cardSvg(spec))).toBe(cardName(cardSvg({ ...spec })));
    expect(cardName(cardSvg(spec))).not.toBe(cardName(cardSvg({ ...spec, title: 'Priser' })));
    expect(cardName(cardSvg(spec))).toMatch(/^[0-9a-f]{16}\.png$/);
  });
});

describe('brandColours', () => {
  it('reads the light scheme, not the dark one', () => {
    const css = ":root {\n  --bv-navy: #14213D;\n}\n:root[data-theme='dark'] {\n  --bv-navy: #e8edf6;\n}";
    expect(brandColours(css)).toEqual({ navy: '#14213d' });
  });
});

describe('addSocialTagsTo', () => {
  const tags = socialTags(
    `${SITE_ORIGIN}/og/abc.png`,
    cardAlt({ title: 'A "quoted" title', section: 'Blog', language: 'en' }),
  );

  it('declares the image, its size and alt, and the large Twitter card', () => {
    expect(tags).toContain(`<meta property="og:image" content="${SITE_ORIGIN}/og/abc.png"/>`);
    expect(tags).toContain('<meta property="og:image:width" content="1200"/>');
    expect(tags).toContain('<meta property="og:image:height" content="630"/>');
    expect(tags).toContain(
      `<meta property="og:image:alt" content="${BRAND_NAME} · Blog · A &#34;quoted&#34; title"/>`,
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('replaces the tags a page had, quoted or minified', () => {
    const before = page(
      'en',
      'T',
      `<meta property="og:image" content="${SITE_ORIGIN}/og-image.png"/><meta data-rh=true name=twitter:card content=summary_large_image /><meta property="og:title" content="T"/>`,
    );
    const after = addSocialTagsTo(parseHtml(before), tags).toString();
    expect(after.match(/og:image"/g)).toHaveLength(1);
    expect(after.match(/twitter:card/g)).toHaveLength(1);
    expect(after).not.toContain('og-image.png');
    expect(after).toContain('<meta property="og:title" content="T"/>');
    expect(after.indexOf(tags)).toBeLessThan(after.indexOf('</head>'));
  });
});

describe('SocialCards', () => {
  it('draws each card once, while pages are still being tagged, and has every file by the time it is finished', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cards-'));
    try {
      const cards = new SocialCards(out);
      const pages = ['pricing.html', 'da-DK/pricing.html', 'integrations.html'].map((file) => ({
        file,
        page: parseHtml(
          page('en', `${file.endsWith('integrations.html') ? 'Integrations' : 'Pricing'} | ${BRAND_NAME}`),
        ),
      }));
      for (const { file, page: parsed } of pages) cards.tagIn(file, parsed);
      const images = pages.map(
        ({ page: parsed }) => /og:image" content="[^"]*\/og\/([^"]+)"/.exec(parsed.toString())?.[1],
      );
      expect(images[0]).toBeDefined();
      expect(images[1]).toBe(images[0]);
      expect(images[2]).not.toBe(images[0]);
      expect((await cards.finished()).cards).toBe(2);
      for (const name of images) expect(existsSync(join(out, 'og', name!))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
