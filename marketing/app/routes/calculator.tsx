import { HYDRATED } from '../hydration';
import { Calculator } from '../features/calculator/Calculator';
import { PageLayout } from '../layouts/PageLayout';
import type { PageWidgets } from '../layouts/pageProps';
import type { Route } from './+types/calculator';

// Its text, head and data load like any content page's.
export { clientLoader, loader, meta } from './content-page';

// Its tool runs in the browser: this page hydrates.
export const handle = HYDRATED;

/** The calculator lives in this route's own chunk: Mantine's inputs and slider load on this page alone. */
const WIDGETS: PageWidgets = { before: Calculator };

/** The cost calculator: the tool first, then the page's text. */
export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} widgets={WIDGETS} />;
}
