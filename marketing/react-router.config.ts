import type { Config } from '@react-router/dev/config';

/**
 * A server build, but no server: `prerender/prerender.ts` renders every page from it to static
 * HTML after `react-router build`, on every core (docs/decisions/2026-11-28-marketing-prerender.md).
 * Nothing serves the server build; `npm run dev` renders each request as it comes.
 */
export default {
  ssr: true,
} satisfies Config;
