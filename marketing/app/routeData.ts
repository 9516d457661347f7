import { isLocale, type SiteLocale } from '@web/shared';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { PageData } from './content/pageData';
import { isPageProps } from './layouts/pageProps';
import type { loader as localeLayoutLoader } from './routes/locale-layout';
import type { loader as localeNotFoundLoader } from './routes/locale-not-found';

/** The ids of the routes whose data other modules read; routes.ts gives them. */
export const ROUTE_IDS = {
  defaultSite: 'default-site',
  localeSite: 'locale-site',
  localeNotFound: 'locale-not-found',
} as const;

/** The ids routes.ts gives the site layouts, for `meta` functions that search their matches. */
const SITE_IDS: readonly string[] = [ROUTE_IDS.defaultSite, ROUTE_IDS.localeSite, ROUTE_IDS.localeNotFound];

/** The locale of the page being rendered, or null outside any site (the root 404). */
export function useSiteLocale(): SiteLocale | null {
  const localeSite = useRouteLoaderData<typeof localeLayoutLoader>(ROUTE_IDS.localeSite);
  const defaultSite = useRouteLoaderData<typeof localeLayoutLoader>(ROUTE_IDS.defaultSite);
  const notFound = useRouteLoaderData<typeof localeNotFoundLoader>(ROUTE_IDS.localeNotFound);
  return (localeSite ?? defaultSite ?? notFound)?.locale ?? null;
}

/** The content page's data, when the page being rendered is a content page. */
export function usePageData(): PageData | null {
  const match = useMatches().find((candidate) => isPageProps(candidate.data));
  return match && isPageProps(match.data) ? match.data.page : null;
}

/** In a `meta` function: the locale from the site layout's match. */
export function localeOfMatches(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): SiteLocale {
  for (const match of matches) {
    if (!match || !SITE_IDS.includes(match.id)) continue;
    const data = match.data;
    if (typeof data === 'object' && data !== null && 'locale' in data && typeof data.locale === 'string') {
      return isLocale(data.locale) ? data.locale : 'default';
    }
  }
  return 'default';
}
