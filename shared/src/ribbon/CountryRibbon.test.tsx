import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_URLS } from '../brand';
import { createTranslator, messagesFor } from '../i18n';
import type { CountryConfig } from '../locale/countries';
import { CountryRibbon } from './CountryRibbon';

const config: CountryConfig = { ga: ['DK'], beta: ['SE'], waiting_list: ['FI', 'XX'], news: ['DE'] };

function render(country: string | null, language = 'en') {
  return renderToStaticMarkup(
    <CountryRibbon
      translate={createTranslator(messagesFor(language))}
      country={country}
      language={language}
      contactHref="/en-SE/company/contact"
      newsHref="/en-DE/newsletter"
      config={config}
    />,
  );
}

describe('CountryRibbon', () => {
  it('shows nothing for a country that is generally available or in no list', () => {
    expect(render('DK')).toBe('');
    expect(render('NO')).toBe('');
    expect(render(null)).toBe('');
  });

  it('invites a beta country to contact us', () => {
    const html = render('SE');
    expect(html).toContain('is in beta in Sweden.');
    expect(html).toContain('href="/en-SE/company/contact"');
  });

  it('sends a waiting-list country to the external form in a new tab', () => {
    const html = render('FI');
    expect(html).toContain('is not available in Finland yet.');
    expect(html).toContain(`href="${EXTERNAL_URLS.waitingList}" target="_blank"`);
  });

  it('says "your country" for a listed code it has no name for', () => {
    expect(render('XX')).toContain('is not available in your country yet.');
    expect(render('XX', 'da')).toContain('dit land');
  });

  it('shows the webinar banner for a news country', () => {
    const html = render('DE');
    expect(html).toContain('webinar');
    expect(html).toContain('href="/en-DE/newsletter"');
  });

  it('names the country in Danish on Danish pages', () => {
    expect(render('SE', 'da')).toContain('Sverige');
  });
});
