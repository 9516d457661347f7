import { useLocation } from '@docusaurus/router';
import { SiteFooter } from '@web/shared/footer';
import { translate } from '../../components/translate';

/**
 * Replaces the stock footer with the site's own, prerendered for the international site; the
 * site script moves its links, badges and switcher to the visitor's saved locale
 * (shared/src/enhance/savedLocale.ts).
 */
export default function Footer() {
  const { pathname } = useLocation();
  return <SiteFooter translate={translate} locale="default" country={null} path={pathname} docs />;
}
