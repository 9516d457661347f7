import { contentLanguage, resolveLocale, splitLocalePath } from '@web/shared';
import { lazy, Suspense } from 'react';
import { data, Outlet, useLocation } from 'react-router';
import { SiteChrome } from '../components/chrome/SiteChrome';
import { COMPILED_MESSAGES } from '../i18n/compiledMessages';
import { PageLocaleProvider } from '../i18n/PageLocale';
import type { Route } from './+types/locale-layout';

/**
 * Runs at build time for each prerendered page: the page's locale. Its messages are looked up
 * by the component, not returned here: React Router encodes a loader's data into every page's
 * `.data` file and decodes it again to render, and the message table was most of that work.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = resolveLocale(params.locale);
  if (locale === null) throw data(null, { status: 404 });
  return { locale };
}

/** Wraps every marketing page in its locale, messages and the site chrome. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { locale } = loaderData;
  return (
    <PageLocaleProvider
      locale={locale}
      path={splitLocalePath(pathname).path}
      messages={COMPILED_MESSAGES[contentLanguage(locale)]}
    >
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    </PageLocaleProvider>
  );
}

// Loaded only when needed: it carries the English messages, which no healthy page needs.
const NotFoundPage = lazy(() => import('./not-found'));

/** An unknown locale segment, or any other failure below: the not-found page. */
export function ErrorBoundary() {
  return (
    <Suspense>
      <NotFoundPage />
    </Suspense>
  );
}
