import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PATHS } from '@web/shared';
import { join } from 'node:path';
import { contentPagePaths } from './content/files';
import { listContentFiles } from './content/listContentFiles';

/** Every page written as content, as unprefixed paths. */
const pages = contentPagePaths(listContentFiles(join(import.meta.dirname, '..', 'content')));

/**
 * Pages with an interactive part get a route module of their own, so its styles (Mantine's
 * inputs, the chart) load on that page alone. No page hydrates: the calculator and the catalogue
 * render their tool as an island (islands/), and the forms are checked by the site script. Their
 * text still comes from a content file.
 */
const OWN_MODULES: Record<string, string> = {
  [PATHS.calculator]: 'routes/calculator.tsx',
  [PATHS.integrations]: 'routes/integrations-catalogue.tsx',
  // Forms that validate as the visitor types.
  [PATHS.bookDemo]: 'routes/form-page.tsx',
  [PATHS.newsletter]: 'routes/form-page.tsx',
};

const moduleFor = (path: string) => OWN_MODULES[path] ?? 'routes/content-page.tsx';

/**
 * One static route per page, under the default site and under `:locale`. Static routes
 * (not a catch-all) so `/pricing` can never be read as a locale called "pricing".
 */
const pageRoutes = (site: string) =>
  pages.map((path) =>
    path === '/'
      ? index(moduleFor(path), { id: `${site}:/` })
      : route(path.slice(1), moduleFor(path), { id: `${site}:${path}` }),
  );

export default [
  layout('routes/locale-layout.tsx', { id: 'default-site' }, pageRoutes('default')),
  route(':locale', 'routes/locale-layout.tsx', { id: 'locale-site' }, pageRoutes('locale')),
  // Prerendered at 200 and published as 404.html; the splat gives an unknown path the same page under `npm run dev`.
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  // Each locale's not-found page in its language, published as /{locale}/404.html.
  route(':locale/404', 'routes/locale-not-found.tsx', { id: 'locale-not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found-splat' }),
] satisfies RouteConfig;
