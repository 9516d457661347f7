import { clientLoadContentPage, contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { Calculator } from '../features/calculator/Calculator';
import { PageLayout, type PageWidgets } from '../layouts/PageLayout';
import type { Route } from './+types/calculator';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.locale);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return clientLoadContentPage(serverLoader);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData, matches);
}

/** The calculator lives in this route's own chunk: Mantine's inputs and slider load on this page alone. */
const WIDGETS: PageWidgets = { before: Calculator };

/** The cost calculator: the tool first, then the page's text. */
export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  return <PageLayout {...loaderData} widgets={WIDGETS} />;
}
