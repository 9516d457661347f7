import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { join } from 'node:path';
import { contentPagePaths } from './content/files';
import { listContentFiles } from './content/listContentFiles';

/** Every page written as content, as unprefixed paths. */
const pages = contentPagePaths(listContentFiles(join(import.meta.dirname, '..', 'content')));

/**
 * One static route per page, under the default site and under `:locale`. Static routes
 * (not a catch-all) so `/pricing` can never be read as a locale called "pricing".
 */
const pageRoutes = (site: string) =>
  pages.map((path) =>
    path === '/'
      ? index('routes/content-page.tsx', { id: `${site}:/` })
      : route(path.slice(1), 'routes/content-page.tsx', { id: `${site}:${path}` }),
  );

export default [
  layout('routes/locale-layout.tsx', { id: 'default-site' }, pageRoutes('default')),
  route(':locale', 'routes/locale-layout.tsx', { id: 'locale-site' }, pageRoutes('locale')),
  // Prerendered at 200 and published as 404.html; the splat renders the same page in the browser.
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found-splat' }),
] satisfies RouteConfig;
