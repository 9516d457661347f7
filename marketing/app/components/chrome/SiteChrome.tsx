import { contentLanguage, localeCountry, localizeHref, PATHS } from '@web/shared';
import { SiteFooter } from '@web/shared/footer';
import { CountryRibbon } from '@web/shared/ribbon';
import type { ReactNode } from 'react';
import { usePageData } from '../../routeData';
import { FormattedMessage } from 'react-intl';
import { usePageLocale, useTranslate } from '../../i18n/PageLocale';
import { HeaderSettingsProvider, PlainLink, SiteHeader } from '@web/shared/header';
import { UntranslatedNotice } from './UntranslatedNotice';

/** Ribbon, header, the page's main content and the footer, in the page's locale. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { locale, path } = usePageLocale();
  const translate = useTranslate();
  const country = localeCountry(locale);
  // A content page may leave the footer out (`hide: footer`); form pages leave out its sales band.
  const page = usePageData();
  const footer = page?.footer ?? true;
  const salesBand = page?.salesBand ?? true;
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="site.skipToContent" />
      </a>
      <CountryRibbon
        translate={translate}
        country={country}
        language={contentLanguage(locale)}
        contactHref={localizeHref(PATHS.contact, locale)}
        newsHref={localizeHref(PATHS.newsletter, locale)}
      />
      <HeaderSettingsProvider value={{ translate, locale, path, Link: PlainLink }}>
        <SiteHeader />
      </HeaderSettingsProvider>
      <main id="main" tabIndex={-1}>
        <UntranslatedNotice />
        {children}
      </main>
      {footer ? (
        <SiteFooter
          translate={translate}
          locale={locale}
          country={country}
          path={path}
          salesBand={salesBand}
        />
      ) : null}
    </>
  );
}
