import { clientLoadContentPage, contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { PageLayout } from '../layouts/PageLayout';
import type { Route } from './+types/integrations-catalogue';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.locale);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return clientLoadContentPage(serverLoader);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData, matches);
}

export default function IntegrationsCataloguePage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} />;
}
