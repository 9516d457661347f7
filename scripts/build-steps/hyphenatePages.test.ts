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
  it('gives long words in Danish headings, buttons and cards soft hyphens', () => {
    const html = hyphenatePage(
      page(
        'da',
        '<h1>Abonnementsfakturering</h1><button>Betalingsløsninger</button>' +
          '<div class="_card_1idmc_76"><p class="_cardText_1idmc_133">Regnskabssystemet</p></div>' +
          '<a class="mantine-Button-root">Virksomhedsoplysninger</a>',
      ),
    );
    expect(shown(html)).toContain('<h1>Abon·ne·ments·fak·tu·re·ring</h1>');
    expect(shown(html)).toContain('<button>Be·ta·lings·løs·nin·ger</button>');
    expect(shown(html)).toContain('Regn·skabs·sy·ste·met');
    expect(shown(html)).toContain('>Virk·som·heds·op·lys·nin·ger</a>');
  });

  it('leaves the head, running text and code of the page as they were', () => {
    const source = page('nb', '<p>Abonnementsfakturering</p><h2><code>Abonnementsfakturering</code></h2>');
    const html = hyphenatePage(source);
    expect(html).toBe(source);
  });

  it('hyphenates Norwegian by its own dictionary, and a word already hyphenated once only', () => {
    const html = hyphenatePage(page('nb', '<h2>Regn\u00ADskapssystemer &amp; utsendelsesmåter</h2>'));
    expect(shown(html)).toContain('<h2>Regn·skaps·sys·te·mer &amp; ut·sen·del·ses·må·ter</h2>');
  });

  it("leaves a tool's island alone, since the tool renders its text again when it hydrates", () => {
    const source = page(
      'da',
      '<div data-island="catalogue"><h3 class="_cardTitle_x">Regnskabsprogrammer</h3></div>',
    );
    expect(hyphenatePage(source)).toBe(source);
  });

  it('passes English, Swedish and unlabelled pages through unchanged', () => {
    for (const lang of ['en', 'sv', '']) {
      const source = page(lang, '<h1>Subscriptionmanagement Prenumerationsfakturering</h1>');
      expect(hyphenatePage(source)).toBe(source);
    }
  });
});
