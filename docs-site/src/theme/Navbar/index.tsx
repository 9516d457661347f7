import { contentLanguage, localeCountry, localizeHref, PATHS } from '@web/shared';
import { SiteHeader } from '@web/shared/header';
import { CountryRibbon } from '@web/shared/ribbon';
import { DocsHeaderSettings } from '../../components/DocsHeaderSettings';
import { docsSiteLocale, translate } from '../../components/translate';

/**
 * Replaces the stock navbar with the site's own header (same menu data, logo, search, colour
 * scheme, Sign in and Book demo as the marketing pages) and the country ribbon above it, with
 * its own small-screen site menu; the docs tree has its own panel (NavigateDocs). The Danish
 * and Norwegian docs wear the da-DK and nb-NO chrome; the English docs are prerendered for the
 * international site, and the site script moves their marketing links to the visitor's saved
 * locale (shared/src/enhance/savedLocale.ts).
 */
export default function Navbar() {
  return (
    <>
      <CountryRibbon
        translate={translate}
        country={localeCountry(docsSiteLocale)}
        language={contentLanguage(docsSiteLocale)}
        contactHref={localizeHref(PATHS.contact, docsSiteLocale)}
        newsHref={localizeHref(PATHS.newsletter, docsSiteLocale)}
      />
      <DocsHeaderSettings>
        {/* `navbar`: Docusaurus's TOC highlighter measures the element with this class. */}
        <SiteHeader className="navbar" />
      </DocsHeaderSettings>
    </>
  );
}
