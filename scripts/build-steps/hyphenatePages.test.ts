import { describe, expect, it } from 'vitest';
import { parseHtml } from '../html';
import { hyphenateTextsIn } from './hyphenatePages';

/** A page's text after the edits hyphenateTextsIn makes to it. */
const hyphenatePage = (html: string) => hyphenateTextsIn(parseHtml(html)).toString();

const shown = (html: string) => html.replaceAll('\u00AD', '·');

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Abonnementsfakturering</title>` +
  `<meta name="description" content="Abonnementsfakturering"><script type="application/ld+json">{"name":"Abonnementsfakturering"}</script>` +
  `</head><body>${body}</body></html>`;

describe('hyphenateTextsIn', () => {
  it('gives long words in Danish card text soft hyphens, between compound parts first', () => {
    const html = hyphenatePage(
      page(
        'da',
        '<div class="_card_1idmc_76"><p class="_cardText_1idmc_133">Betal med bankoverførsel</p></div>' +
          '<section class="_ctaBand_x"><p>Regnskabssystemet</p></section>',
      ),
    );
    expect(shown(html)).toContain('Betal med bank·over·før·sel');
    expect(shown(html)).toContain('<p>Regn·skabs·sy·ste·met</p>');
  });

  it('never hyphenates headings and labels, in a card or not, and takes out soft hyphens they carry', () => {
    const source = page(
      'da',
      '<h1>Abonnementsfakturering</h1><button>Betalingsløsninger</button>' +
        '<div class="_card_1idmc_76"><h3 class="_cardTitle_1idmc_90">Regnskabs\u00ADsystemet</h3>' +
        '<a class="mantine-Button-root">Virksomhedsoplysninger</a><span class="_cardLabel_x">Virksomhedsoplysninger</span></div>',
    );
    const html = hyphenatePage(source);
    expect(html).not.toContain('\u00AD');
    expect(html).toContain('<h3 class="_cardTitle_1idmc_90">Regnskabssystemet</h3>');
    expect(html).toBe(source.replace('\u00AD', ''));
  });

  it('leaves the head, running text and code of the page as they were', () => {
    const source = page('nb', '<p>Abonnementsfakturering</p><h2><code>Abonnementsfakturering</code></h2>');
    const html = hyphenatePage(source);
    expect(html).toBe(source);
  });

  it('hyphenates Norwegian by its own dictionary, and a word already hyphenated once only', () => {
    const html = hyphenatePage(
      page('nb', '<div class="_card_x"><p>Regn\u00ADskapssystemer &amp; utsendelsesmåter</p></div>'),
    );
    expect(shown(html)).toContain('<p>Regn·skaps·sys·te·mer &amp; ut·sen·del·ses·må·ter</p>');
  });

  it("leaves a tool's island alone, since the tool renders its text again when it hydrates", () => {
    const source = page(
      'da',
      '<div data-island="catalogue"><div class="_card_x"><p>Regnskabsprogrammer</p></div></div>',
    );
    expect(hyphenatePage(source)).toBe(source);
  });

  it('passes English, Swedish and unlabelled pages through unchanged', () => {
    for (const lang of ['en', 'sv', '']) {
      const source = page(
        lang,
        '<div class="_card_x"><p>Subscriptionmanagement Prenumerationsfakturering</p></div>',
      );
      expect(hyphenatePage(source)).toBe(source);
    }
  });

  it('keeps a hyphenated product name on one line in headings and labels, in every language, and nowhere else', () => {
    for (const lang of ['en', 'da', 'nb']) {
      const html = hyphenatePage(
        page(
          lang,
          '<h1>400 subscriptions, from e-conomic to us</h1><nav><a href="/x">On e-conomic</a></nav>' +
            '<p>Running text on e-conomic wraps as it likes.</p><h2>Not pre-e-conomicish</h2>',
        ),
      );
      expect(html).toContain(
        '<h1>400 subscriptions, from <span class="bv-nowrap">e-conomic</span> to us</h1>',
      );
      expect(html).toContain('<a href="/x">On <span class="bv-nowrap">e-conomic</span></a>');
      expect(html).toContain('<p>Running text on e-conomic wraps as it likes.</p>');
      expect(html).toContain('<h2>Not pre-e-conomicish</h2>');
    }
  });
});
