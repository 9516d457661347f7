import { contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { HYDRATED } from '../hydration';
import { IntegrationCatalogue } from '../features/catalogue/IntegrationCatalogue';
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

// Its tool runs in the browser: this page hydrates.
export const handle = HYDRATED;

/** The catalogue lives in this route's own chunk: Mantine's inputs load on this page alone. */
const WIDGETS: PageWidgets = { after: IntegrationCatalogue };

/** The integration catalogue: the page's text, then the filterable, grouped list. */
export default function IntegrationsCataloguePage({ loaderData }: Route.ComponentProps) {
  return <StandardLayout {...loaderData} widgets={WIDGETS} />;
}
