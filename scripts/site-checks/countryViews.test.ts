import { beforeAll, describe, expect, it } from 'vitest';
import { requireDist } from './dist';
import { attr, parsePage, textOf } from './page';

/**
 * What each country's pages say in their drawn product views and country brief: every
 * Norwegian page invoices in NOK, never DKK; a Swedish, Finnish or German page shows its own
 * ERP, accounts and currency and states its VAT and e-invoicing
 * (docs/decisions/2026-11-25-country-facts-and-figures-in-data.md,
 * docs/decisions/2026-11-27-country-truth-second-round.md). The views and the brief are
 * prerendered, so their text is in the built files; their accessibility is audited in the
 * browser (e2e/tests/axe-states.spec.ts, the German home page's row).
 */
beforeAll(requireDist);

const PAGES_WITH_AMOUNTS = [
  '/',
  '/features/billing',
  '/features/automatic-accounting',
  '/features/expenses',
  '/features/billvard-ai',
  '/finance',
];

/** The text of every drawn product view on a built page. */
const productViewTexts = (path: string) =>
  parsePage(path)
    .find((element) => attr(element, 'data-product-view') !== undefined)
    .map(textOf);

/** The country brief's text ("Billvard in Germany"), or undefined when the page has none. */
const countryBrief = (path: string) => {
  const [brief] = parsePage(path).find(
    (element) => element.tagName === 'section' && attr(element, 'aria-labelledby') === 'country-brief',
  );
  // The browser's text matching reads a no-break space as a space; so does this check.
  return brief && textOf(brief).replace(/[\u00a0\u202f]/g, ' ');
};

/** The text of the page's first element with that tag (main, footer). */
const firstText = (path: string, tag: string) =>
  textOf(parsePage(path).find((element) => element.tagName === tag)[0]!);

describe('the product views on the Norwegian sites', () => {
  const urls = ['nb-NO', 'en-NO'].flatMap((locale) => PAGES_WITH_AMOUNTS.map((path) => `/${locale}${path}`));

  it.each(urls)('%s invoice in NOK, never DKK', (url) => {
    const texts = productViewTexts(url);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.join(' ')).toContain('NOK');
    for (const text of texts) expect(text).not.toContain('DKK');
  });

  it('a Danish page shows DKK in the same views, posted to a Danish ERP (the check above can fail)', () => {
    const texts = productViewTexts('/da-DK/features/automatic-accounting').join(' ');
    expect(texts).toContain('DKK');
    expect(texts).not.toContain('NOK');
    expect(texts).toContain('e-conomic');
  });

  it('the Norwegian ERP view posts to Tripletex on NS 4102 accounts with the Norwegian reminder fee', () => {
    const [erp] = productViewTexts('/nb-NO/features/automatic-accounting');
    expect(erp).toContain('Tripletex');
    for (const account of ['1500', '3000', '2700', '8050']) expect(erp).toContain(account);
    expect(erp).toMatch(/35,00\sNOK/);
  });
});

describe('the Swedish, Finnish and German sites', () => {
  it.each([
    ['sv-SE', 'Fortnox', '1510', 'SEK'],
    ['fi-FI', 'Netvisor', '1700', 'EUR'],
    ['de-DE', 'Business Central', '1400', 'EUR'],
  ])(
    '/%s/: the ERP and deviation views show %s, account %s, in %s, not the Danish ledger',
    (locale, erp, account, currency) => {
      const texts = productViewTexts(`/${locale}/`).join(' ');
      for (const text of [erp, account, currency]) expect(texts).toContain(text);
      for (const text of ['DKK', 'e-conomic', '5600']) expect(texts).not.toContain(text);
    },
  );

  it('a German visitor’s home page leads with German invoices in EUR, not Betalingsservice, AvtaleGiro or DKK', () => {
    const [hero] = productViewTexts('/de-DE/');
    expect(hero).toContain('EUR');
    expect(hero).toContain('Altona Steuerbüro');
    expect(hero).not.toContain('DKK');
    const lead = parsePage('/de-DE/')
      .find((element) => element.tagName === 'p')
      .map(textOf)
      .find((text) => /creates your recurring invoices/.test(text));
    expect(lead).toBeDefined();
    expect(lead).not.toMatch(/Betalingsservice|AvtaleGiro/);
  });

  it.each([
    [
      '/de-DE/',
      [
        'Umsatzsteuer (USt.), 19 %',
        'XRechnung and ZUGFeRD',
        'receive e-invoices from 1 January 2025',
        'must issue them from 1 January 2027',
        'Every business must issue them from 1 January 2028',
        'bookkeeping in Business Central',
        'XRechnung and ZUGFeRD e-invoices: not yet, planned for Q3 2027.',
      ],
    ],
    [
      '/de-DE/pricing',
      [
        'without VAT',
        'Steuerschuldnerschaft des Leistungsempfängers',
        '§ 13b Abs. 1 und 5 UStG',
        'Article 196 of the VAT Directive',
      ],
    ],
    ['/en-FI/pricing', ['arvonlisävero (ALV), 25.5 % since 1 September 2024', 'Finvoice', 'Netvisor']],
    ['/en-SE/', ['mervärdesskatt (moms), 25 %', 'Svefaktura', 'Fortnox', 'no local direct debit yet']],
  ])("%s states the country's VAT, e-invoicing and what Billvard does there today", (path, texts) => {
    const brief = countryBrief(path);
    expect(brief).toBeDefined();
    for (const text of texts) expect(brief).toContain(text);
    expect(brief).not.toMatch(/Betalingsservice|AvtaleGiro|DKK|NOK/);
  });
});

describe('the Danish and Norwegian sites', () => {
  it('carry no country brief; Norwegian pages say the phone line is Danish', () => {
    expect(countryBrief('/nb-NO/')).toBeUndefined();
    expect(firstText('/nb-NO/', 'footer')).toContain('(dansk nummer)');
    const pricing = firstText('/nb-NO/pricing', 'main');
    expect(pricing).toContain('snudd avregning');
    expect(pricing).toContain('merverdiavgiftsloven § 3-30');
    expect(countryBrief('/da-DK/')).toBeUndefined();
    expect(firstText('/da-DK/', 'footer')).not.toContain('dansk nummer');
  });
});
