import { isLocale, type SiteLocale } from '@web/shared';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { PageData } from './content/pageData';
import { isPageProps } from './layouts/pageProps';

/** The ids of the routes whose data other modules read; routes.ts gives them. */
export const ROUTE_IDS = {
  defaultSite: 'default-site',
  localeSite: 'locale-site',
  localeNotFound: 'locale-not-found',
} as const;

const SITE_IDS: readonly string[] = Object.values(ROUTE_IDS);

/** The locale a site layout's data carries, or null for any other data. */
function localeIn(data: unknown): SiteLocale | null {
  if (typeof data !== 'object' || data === null || !('locale' in data)) return null;
  const { locale } = data;
  return locale === 'default' || isLocale(locale) ? locale : null;
}

/** The locale of the page being rendered, or null outside any site (the root 404). */
export function useSiteLocale(): SiteLocale | null {
  const localeSite = useRouteLoaderData(ROUTE_IDS.localeSite);
  const defaultSite = useRouteLoaderData(ROUTE_IDS.defaultSite);
  const notFound = useRouteLoaderData(ROUTE_IDS.localeNotFound);
  return localeIn(localeSite) ?? localeIn(defaultSite) ?? localeIn(notFound);
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
    if (match && SITE_IDS.includes(match.id)) return localeIn(match.data) ?? 'default';
  }
  return 'default';
}
