import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import site, { ISLAND_PLUGINS } from './vite.config.ts';
import { ISLANDS } from './app/islands/islandScripts.ts';

/**
 * The islands' build (docs/decisions/2026-11-23-javascript-only-where-a-page-needs-it.md): after React
 * Router's, each tool's entry (app/islands/{name}.tsx) and the chunks they share, with the same
 * plugins (compiled messages, Mantine's theme, brand tokens), so CSS module class names match
 * the prerendered page's. Written to build/client/assets/islands/ with a manifest that
 * scripts/build-steps/islands.ts reads to point pages at the hashed entries.
 */
export default defineConfig({
  resolve: {
    ...site.resolve,
    // react-intl's runtime (with @formatjs/intl and intl-messageformat, some 17 KB gzip) is the
    // browser's Intl in the islands: the same output for what they use, checked against the
    // prerender by app/islands/islandIntl.test.tsx (docs/decisions/2026-11-27-island-javascript.md).
    alias: [
      ...(site.resolve?.alias as { find: RegExp; replacement: string }[]),
      {
        find: /^react-intl$/,
        replacement: fileURLToPath(new URL('./app/islands/islandIntl.tsx', import.meta.url)),
      },
    ],
  },
  // Not React Router's plugins: the islands are plain entry modules.
  plugins: ISLAND_PLUGINS,
  base: '/assets/islands/',
  publicDir: false,
  build: {
    ...site.build,
    outDir: 'build/client/assets/islands',
    emptyOutDir: true,
    assetsDir: '',
    manifest: true,
    // The pages link the islands' styles already (the route modules import the same CSS).
    cssCodeSplit: true,
    modulePreload: false,
    rollupOptions: {
      // Mantine marks its modules "use client"; bundled for the browser that means nothing.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: Object.fromEntries(
        ISLANDS.map((name) => [name, fileURLToPath(new URL(`./app/islands/${name}.tsx`, import.meta.url))]),
      ),
      output: { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
