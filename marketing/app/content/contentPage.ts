import type { MetaDescriptor } from 'react-router';
import type { PageProps } from '../layouts/pageProps';
import { localeOfMatches } from '../routeData';
import { pageMeta } from '../seo';

/** The head of a content page: title, description, canonical and alternates. */
export function contentPageMeta(
  loaderData: PageProps | undefined,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): MetaDescriptor[] {
  if (!loaderData) return [];
  const { page } = loaderData;
  const locale = localeOfMatches(matches);
  return pageMeta({
    title: page.pageTitle,
    description: page.description,
    path: page.path,
    locale,
    noindex: page.noindex,
    languages: loaderData.languages,
  });
}
