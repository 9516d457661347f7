import { contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { Calculator } from '../features/calculator/Calculator';
import { Island } from '../islands/Island';
import { StandardLayout } from '../layouts/StandardLayout';
import type { PageWidgets } from '../layouts/pageProps';
import type { Route } from './+types/calculator';

// Its text, head and data load like any content page's (not re-exported from content-page.tsx:
// that route's browser chunk holds every layout and every page's text loader).
export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.locale);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData, matches);
}

/**
 * The calculator is an island: the page is prerendered and never hydrates; only the
 * calculator's root does, from its own entry (islands/calculator.tsx), without the router.
 */
const CalculatorIsland = () => <Island name="calculator" component={Calculator} />;
const WIDGETS: PageWidgets = { before: CalculatorIsland };

/** The cost calculator: the tool first, then the page's text. */
export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  return <StandardLayout {...loaderData} widgets={WIDGETS} />;
}
