import { useLocation } from '@docusaurus/router';
import { contentLanguage, localeCountry, localizeHref, PATHS } from '@web/shared';
import { HeaderSettingsProvider, PlainLink, SiteHeader } from '@web/shared/header';
import { CountryRibbon } from '@web/shared/ribbon';
import { useSavedLocale } from '../../components/savedLocale';
import { translate } from '../../components/translate';

/**
 * Replaces the stock navbar with the site's own header (same menu data, logo, search, Sign in
 * and Book demo as the marketing pages) and the country ribbon above it.
 * Marketing links are plain anchors, so they leave /docs for the marketing site.
 */
export default function Navbar() {
  const { pathname } = useLocation();
  const [locale] = useSavedLocale();
  return (
    <>
      <CountryRibbon
        translate={translate}
        country={localeCountry(locale)}
        language={contentLanguage(locale)}
        contactHref={localizeHref(PATHS.contact, locale)}
        newsHref={localizeHref(PATHS.newsletter, locale)}
      />
      <HeaderSettingsProvider value={{ translate, locale, path: pathname, Link: PlainLink }}>
        {/* `navbar`: Docusaurus's TOC highlighter measures the element with this class. */}
        <SiteHeader className="navbar" />
      </HeaderSettingsProvider>
    </>
  );
}
