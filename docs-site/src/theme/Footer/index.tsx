import { useLocation } from '@docusaurus/router';
import { localeCountry } from '@web/shared';
import { SiteFooter } from '@web/shared/footer';
import { useSavedLocale } from '../../components/savedLocale';
import { translate } from '../../components/translate';

/** Replaces the stock footer with the site's own; its badges follow the visitor's saved country. */
export default function Footer() {
  const { pathname } = useLocation();
  const [locale, setLocale] = useSavedLocale();
  return (
    <SiteFooter
      translate={translate}
      locale={locale}
      country={localeCountry(locale)}
      path={pathname}
      docs
      onLocaleChange={setLocale}
    />
  );
}
