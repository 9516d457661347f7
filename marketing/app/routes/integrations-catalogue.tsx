import { HYDRATED } from '../hydration';
import { IntegrationCatalogue } from '../features/catalogue/IntegrationCatalogue';
import { PageLayout } from '../layouts/PageLayout';
import type { PageWidgets } from '../layouts/pageProps';
import type { Route } from './+types/integrations-catalogue';

// Its text, head and data load like any content page's.
export { clientLoader, loader, meta } from './content-page';

// Its tool runs in the browser: this page hydrates.
export const handle = HYDRATED;

/** The catalogue lives in this route's own chunk: Mantine's inputs load on this page alone. */
const WIDGETS: PageWidgets = { after: IntegrationCatalogue };

/** The integration catalogue: the page's text, then the filterable, grouped list. */
export default function IntegrationsCataloguePage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} widgets={WIDGETS} />;
}
