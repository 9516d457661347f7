import { EXTERNAL_URLS } from '../brand';
import type { Translate } from '../i18n';
import {
  COUNTRY_CONFIG,
  type CountryConfig,
  countryName,
  countryStatus,
  isKnownCountry,
} from '../locale/countries';
import './ribbon.css';

export interface CountryRibbonProps {
  translate: Translate;
  /** The visitor's country; null or unknown shows "your country" where a name is needed. */
  country: string | null;
  /** The page language, for the country's name (Danish names serve Norwegian too). */
  language: string;
  /** Where "contact us" goes, localized by the caller. */
  contactHref: string;
  /** Where the webinar offer goes, localized by the caller. */
  newsHref: string;
  config?: CountryConfig;
}

/** The top ribbon for a country in beta, on the waiting list or with news; nothing otherwise. */
export function CountryRibbon({
  translate,
  country,
  language,
  contactHref,
  newsHref,
  config = COUNTRY_CONFIG,
}: CountryRibbonProps) {
  const status = countryStatus(country, config);
  if (status === null || status === 'ga') return null;
  const name = isKnownCountry(country)
    ? countryName(country, language === 'da' || language === 'nb' ? 'da' : 'en')
    : translate('country.unknown');
  const content = {
    beta: {
      text: translate('ribbon.beta', { country: name }),
      link: translate('ribbon.beta.link'),
      href: contactHref,
      away: false,
    },
    waiting_list: {
      text: translate('ribbon.waitingList', { country: name }),
      link: translate('ribbon.waitingList.link'),
      href: EXTERNAL_URLS.waitingList,
      away: true,
    },
    news: {
      text: translate('ribbon.news'),
      link: translate('ribbon.news.link'),
      href: newsHref,
      away: false,
    },
  }[status];
  return (
    <div className={`country-ribbon country-ribbon--${status}`}>
      <p className="country-ribbon__text">
        {content.text}{' '}
        <a href={content.href} {...(content.away ? { target: '_blank', rel: 'noopener' } : {})}>
          {content.link}
          {content.away ? <span className="bv-visually-hidden"> {translate('header.newTab')}</span> : null}
        </a>
      </p>
    </div>
  );
}
