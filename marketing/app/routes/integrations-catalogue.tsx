import { clientLoadContentPage, contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { IntegrationCatalogue } from '../features/catalogue/IntegrationCatalogue';
import { PageLayout, type PageWidgets } from '../layouts/PageLayout';
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

/** The catalogue lives in this route's own chunk: Mantine's inputs load on this page alone. */
const WIDGETS: PageWidgets = { after: IntegrationCatalogue };

/** The integration catalogue: the page's text, then the filterable, grouped list. */
export default function IntegrationsCataloguePage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} widgets={WIDGETS} />;
}
