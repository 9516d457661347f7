import { contentLanguage, resolveLocale } from '@web/shared';
import { data } from 'react-router';
import { SiteChrome } from '../components/chrome/SiteChrome';
import { NotFoundContent } from '../components/NotFoundContent';
import { COMPILED_MESSAGES } from '../i18n/compiledMessages';
import { PageLocaleProvider } from '../i18n/PageLocale';
import type { Route } from './+types/locale-not-found';
import { notFoundMeta } from './not-found';

/** Build time: the locale's not-found page, published as `/{locale}/404.html`. */
export function loader({ params }: Route.LoaderArgs) {
  const locale = resolveLocale(params.locale);
  if (locale === null) throw data(null, { status: 404 });
  // The messages come from the component (see locale-layout.tsx), not through the page's data.
  return { locale };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? notFoundMeta(contentLanguage(loaderData.locale)) : [];
}

/** The not-found page of a locale site: its language, its links and its chrome. */
export default function LocaleNotFound({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  return (
    <PageLocaleProvider locale={locale} path="/" messages={COMPILED_MESSAGES[contentLanguage(locale)]}>
      <SiteChrome slimFooter>
        <NotFoundContent />
      </SiteChrome>
    </PageLocaleProvider>
  );
}
