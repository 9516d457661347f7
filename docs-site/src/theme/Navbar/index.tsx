import { contentLanguage, DEFAULT_LOCALE, PATHS } from '@web/shared';
import { SiteHeader } from '@web/shared/header';
import { CountryRibbon } from '@web/shared/ribbon';
import { DocsHeaderSettings } from '../../components/DocsHeaderSettings';
import { translate } from '../../components/translate';

/**
 * Replaces the stock navbar with the site's own header (same menu data, logo, search, colour
 * scheme, Sign in and Book demo as the marketing pages) and the country ribbon above it, with
 * its own small-screen site menu; the docs tree has its own panel (NavigateDocs). Prerendered
 * for the international site: the site script moves its marketing links to the visitor's saved
 * locale (shared/src/enhance/savedLocale.ts).
 */
export default function Navbar() {
  return (
    <>
      <CountryRibbon
        translate={translate}
        country={null}
        language={contentLanguage(DEFAULT_LOCALE)}
        contactHref={PATHS.contact}
        newsHref={PATHS.newsletter}
      />
      <DocsHeaderSettings>
        {/* `navbar`: Docusaurus's TOC highlighter measures the element with this class. */}
        <SiteHeader className="navbar" />
      </DocsHeaderSettings>
    </>
  );
}
