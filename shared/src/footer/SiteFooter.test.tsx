import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, messagesFor } from '../i18n';
import type { SiteLocale } from '../locale/locales';
import { SiteFooter } from './SiteFooter';

function render(locale: SiteLocale, country: string | null, path = '/pricing') {
  const language = locale === 'default' ? 'en' : locale.slice(0, 2);
  return renderToStaticMarkup(
    <SiteFooter
      translate={createTranslator(messagesFor(language))}
      locale={locale}
      country={country}
      path={path}
    />,
  );
}

describe('SiteFooter', () => {
  it('has the call to action, ten link columns and the support hours', () => {
    const html = render('default', null);
    expect(html).toContain('We invoice 2 billion DKK annually for our customers');
    expect(html.match(/class="site-footer__column"/g)).toHaveLength(10);
    expect(html).toContain('9:00–16:00 Copenhagen time (CET/CEST)');
  });

  it('gives the support hours in the locale: Danish and Norwegian local time, never CET alone', () => {
    expect(render('da-DK', 'DK')).toContain('kl. 9–16 dansk tid');
    expect(render('nb-NO', 'NO')).toContain('kl. 9–16 norsk tid');
    expect(render('default', null)).not.toMatch(/CET(?!\/CEST)/);
  });

  it('shows three badges in Denmark and two elsewhere', () => {
    expect(render('da-DK', 'DK').match(/class="site-footer__badge"/g)).toHaveLength(3);
    expect(render('nb-NO', 'NO').match(/class="site-footer__badge"/g)).toHaveLength(2);
    expect(render('default', null).match(/class="site-footer__badge"/g)).toHaveLength(2);
  });

  it('keeps marketing links in the page locale and docs links in its docs language', () => {
    const html = render('da-DK', 'DK');
    expect(html).toContain('href="/da-DK/company/legal#privacy-policy"');
    expect(html).toContain('href="/da-DK/book-demo" target="_blank"');
    expect(html).toContain('href="/da-DK/docs/billing/plans"');
    // Locales whose docs are English link the English docs.
    expect(render('en-DK', 'DK')).toContain('href="/docs/billing/plans"');
  });

  it('writes the current year in the copyright line', () => {
    expect(render('default', null)).toContain(`© ${new Date().getFullYear()} Billvard`);
  });

  it('speaks Danish on Danish pages', () => {
    expect(render('da-DK', 'DK')).toContain(messagesFor('da')['footer.cta.title']);
  });

  it('writes the address in the page language', () => {
    expect(render('da-DK', 'DK')).toContain('København, Danmark');
    expect(render('nb-NO', 'NO')).toContain('København, Danmark');
    expect(render('default', null)).toContain('Copenhagen, Denmark');
  });

  it('leaves out the sales band when asked (form pages)', () => {
    expect(render('default', null)).toContain('site-footer__cta');
    expect(
      renderToStaticMarkup(
        <SiteFooter
          translate={createTranslator(messagesFor('en'))}
          locale="default"
          country={null}
          path="/"
          salesBand={false}
        />,
      ),
    ).not.toContain('site-footer__cta');
  });

  it('lists International and the ten locales in their own languages, on the same page, marking the current one', () => {
    const html = render('nb-NO', 'NO', '/compare/chargebee');
    const list = /<ul [^>]*class="site-footer__switcher-list"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    const options = [...list.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)].map(
      ([, href, attributes = '', label]) => ({
        href,
        label,
        current: attributes.includes('aria-current="true"'),
        choice: /data-locale-choice="([^"]*)"/.exec(attributes)?.[1],
      }),
    );
    expect(options.map((option) => option.label)).toEqual([
      'International · English',
      'Denmark · English',
      'Danmark · Dansk',
      'Norway · English',
      'Norge · Norsk bokmål',
      'Sweden · English',
      'Sverige · Svenska',
      'Finland · English',
      'Suomi · Suomi',
      'Germany · English',
      'Deutschland · Deutsch',
    ]);
    expect(options.map((option) => option.href)).toContain('/da-DK/compare/chargebee');
    expect(options.map((option) => option.href)).toContain('/compare/chargebee');
    expect(options.filter((option) => option.current).map((option) => option.label)).toEqual([
      'Norge · Norsk bokmål',
    ]);
    // The site script saves each link's locale on click; the international site saves none.
    expect(options.map((option) => option.choice)).toEqual([
      '',
      'en-DK',
      'da-DK',
      'en-NO',
      'nb-NO',
      'en-SE',
      'sv-SE',
      'en-FI',
      'fi-FI',
      'en-DE',
      'de-DE',
    ]);
    expect(list).toMatch(/popover="auto"/);
  });
});
