import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  // Every marketing page exists unprefixed (the default site) and under each locale.
  route(':locale?', 'routes/locale-layout.tsx', [index('routes/home.tsx')]),
  // Prerendered at 200 and published as 404.html; the splat renders the same page in the browser.
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found-splat' }),
] satisfies RouteConfig;
