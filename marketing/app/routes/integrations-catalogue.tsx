import { contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { IntegrationCatalogue } from '../features/catalogue/IntegrationCatalogue';
import { Island } from '../islands/Island';
import { StandardLayout } from '../layouts/StandardLayout';
import type { PageWidgets } from '../layouts/pageProps';
import type { Route } from './+types/integrations-catalogue';

// Its text, head and data load like any content page's (not re-exported from content-page.tsx:
// that route's browser chunk holds every layout and every page's text loader).
export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.locale);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData, matches);
}

/**
 * The catalogue is an island: the page is prerendered and never hydrates; only the
 * catalogue's root does, from its own entry (islands/catalogue.tsx), without the router.
 */
const CatalogueIsland = () => <Island name="catalogue" component={IntegrationCatalogue} />;
const WIDGETS: PageWidgets = { after: CatalogueIsland };

/** The integration catalogue: the page's text, then the filterable, grouped list. */
export default function IntegrationsCataloguePage({ loaderData }: Route.ComponentProps) {
  return <StandardLayout {...loaderData} widgets={WIDGETS} />;
}
