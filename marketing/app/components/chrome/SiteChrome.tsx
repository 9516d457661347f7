import { contentLanguage, localeCountry, localizeHref, PATHS, SEARCH_INDEX } from '@web/shared';
import { SiteFooter } from '@web/shared/footer';
import { HeaderSettingsProvider, PlainLink, SiteHeader } from '@web/shared/header';
import { CountryRibbon } from '@web/shared/ribbon';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageLocale, useTranslate } from '../../i18n/PageLocale';
import { usePageData } from '../../routeData';
import { UntranslatedNotice } from './UntranslatedNotice';

/** Skip link, country ribbon and header. */
function ChromeTop() {
  const { locale, path } = usePageLocale();
  const translate = useTranslate();
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="site.skipToContent" />
      </a>
      <CountryRibbon
        translate={translate}
        country={localeCountry(locale)}
        language={contentLanguage(locale)}
        contactHref={localizeHref(PATHS.contact, locale)}
        newsHref={localizeHref(PATHS.newsletter, locale)}
      />
      <HeaderSettingsProvider value={{ translate, locale, path, Link: PlainLink }}>
        <SiteHeader />
      </HeaderSettingsProvider>
    </>
  );
}

/**
 * The footer, unless the page leaves it out (`hide: footer`); form pages leave out its sales
 * band. A slim footer (the not-found page's, whose short message it would dwarf) has no sales
 * band and folds its link columns on phones, as the docs' does.
 */
function ChromeFooter({ slim }: { slim: boolean }) {
  const { locale, path } = usePageLocale();
  const translate = useTranslate();
  const page = usePageData();
  if (!(page?.footer ?? true)) return null;
  return (
    <SiteFooter
      translate={translate}
      locale={locale}
      country={localeCountry(locale)}
      path={path}
      salesBand={!slim && (page?.salesBand ?? true)}
      folds={slim}
    />
  );
}

/**
 * Ribbon, header, the page's main content and the footer, in the page's locale. The chrome
 * is prerendered HTML: its menus are the site script's (shared/src/enhance), not React's.
 */
export function SiteChrome({ children, slimFooter = false }: { children: ReactNode; slimFooter?: boolean }) {
  return (
    <>
      <ChromeTop />
      {/* The search indexes the main content only: menus and footer would match every query. */}
      <main id="main" tabIndex={-1} {...SEARCH_INDEX.body}>
        <UntranslatedNotice />
        {children}
      </main>
      <ChromeFooter slim={slimFooter} />
    </>
  );
}
