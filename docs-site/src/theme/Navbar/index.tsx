import { localeCountry, contentLanguage, localizeHref, PATHS } from '@web/shared';
import { SiteHeader } from '@web/shared/header';
import { CountryRibbon } from '@web/shared/ribbon';
import { DocsHeaderSettings } from '../../components/DocsHeaderSettings';
import { useSavedLocale } from '../../components/savedLocale';
import { translate } from '../../components/translate';

/**
 * Replaces the stock navbar with the site's own header (same menu data, logo, search, colour
 * scheme, Sign in and Book demo as the marketing pages) and the country ribbon above it, with
 * its own small-screen site menu; the docs tree has its own panel (NavigateDocs).
 */
export default function Navbar() {
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
      <DocsHeaderSettings>
        {/* `navbar`: Docusaurus's TOC highlighter measures the element with this class. */}
        <SiteHeader className="navbar" />
      </DocsHeaderSettings>
    </>
  );
}
