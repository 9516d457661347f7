import { useLocation } from '@docusaurus/router';
import { SiteFooter } from '@web/shared/footer';
import { localeCountry } from '@web/shared';
import { docsSiteLocale, translate } from '../../components/translate';

/**
 * Replaces the stock footer with the site's own: the da-DK or nb-NO one on the Danish and
 * Norwegian docs; on the English docs the international site's, whose links, badges and
 * switcher the site script moves to the visitor's saved locale (shared/src/enhance/savedLocale.ts).
 */
export default function Footer() {
  const { pathname } = useLocation();
  return (
    <SiteFooter
      translate={translate}
      locale={docsSiteLocale}
      country={localeCountry(docsSiteLocale)}
      path={pathname}
      docs
    />
  );
}
