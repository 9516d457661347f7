import { contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { PageLayout } from '../layouts/PageLayout';
import type { Route } from './+types/content-page';

/** Runs at build time: the page's layout data, and the entries of a list page. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.locale);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData, matches);
}

/**
 * Any page written as a content file, in the layout its path and front matter call for.
 */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} />;
}
