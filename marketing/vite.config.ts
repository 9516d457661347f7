import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translationProblems } from './app/content/checkTranslations.ts';
import { ISLANDS, islandSrc } from './app/islands/islandScripts.ts';
import { mantineThemeCss } from './app/mantineThemeCss.ts';
import { escapeHeadingIds, remarkHeadings } from './app/content/remarkHeadings.ts';
// By path, not by package name: Vite loads this config with Node, which cannot import the
// TypeScript package by name; a relative import is bundled into the config instead.
/* eslint-disable no-restricted-imports -- the one way in for Node-loaded config code (see above) */
import { replaceBrandTokens } from '../shared/src/content/brandToken.ts';
import { contentFileLanguage, replaceFigureTokens } from '../shared/src/content/figureTokens.ts';
import { messagesFor } from '../shared/src/i18n/index.ts';
import { PAGE_SCRIPTS, pageScriptSource } from '../shared/src/enhance/pageScripts.ts';
/* eslint-enable no-restricted-imports */

/**
 * Content writes %BRAND% for the product name, figure tokens (`%PRICE:growth%`) for figures kept in
 * data, and `{#id}` after headings: fill in the first two and escape the last before MDX sees the file.
 */
const brandTokens: Plugin = {
  name: 'brand-tokens',
  enforce: 'pre',
  transform(code, id) {
    return id.endsWith('.mdx')
      ? escapeHeadingIds(replaceFigureTokens(replaceBrandTokens(code), contentFileLanguage(id)))
      : undefined;
  },
};

/**
 * Fails the build when a page has no Danish or Norwegian text, or when that text is still the
 * English (docs/decisions/2026-11-23-locales-and-urls.md): each problem names its file.
 */
let translationReport: string[] | undefined;
const translationCheck: Plugin = {
  name: 'translation-check',
  apply: 'build',
  buildStart() {
    // The client and server builds both start here; the content is read and compared once.
    translationReport ??= translationProblems(fileURLToPath(new URL('./content', import.meta.url)));
    if (translationReport.length > 0) this.error(`Translations:\n${translationReport.join('\n')}`);
  },
};

const MESSAGES_PREFIX = 'virtual:messages/';

/**
 * `virtual:messages/da` is the Danish messages (over English, brand filled in) compiled to
 * ICU ASTs at build time, so no page ships react-intl's message parser.
 */
const compiledMessages: Plugin = {
  name: 'compiled-messages',
  resolveId(id) {
    return id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : undefined;
  },
  load(id) {
    if (!id.startsWith(`\0${MESSAGES_PREFIX}`)) return undefined;
    const language = id.slice(MESSAGES_PREFIX.length + 1);
    const compiled = Object.fromEntries(
      Object.entries(messagesFor(language)).map(([key, text]) => [key, parse(text)]),
    );
    return `export default ${JSON.stringify(compiled)};`;
  },
};

const COMPARISON_FILES = 'virtual:comparison-files';

/**
 * `virtual:comparison-files`: the comparison pages' MDX as written (`{ 'upodi.mdx': text }`),
 * which the comparison hub quotes (app/content/compareHub.ts). A `?raw` import will not do: the
 * MDX plugin drops the query and compiles the file.
 */
const comparisonFiles: Plugin = {
  name: 'comparison-files',
  resolveId(id) {
    return id === COMPARISON_FILES ? `\0${id}` : undefined;
  },
  load(id) {
    if (id !== `\0${COMPARISON_FILES}`) return undefined;
    const folder = fileURLToPath(new URL('./content/compare', import.meta.url));
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => {
        this.addWatchFile(join(folder, name));
        return [name, readFileSync(join(folder, name), 'utf8')];
      });
    return `export default ${JSON.stringify(Object.fromEntries(files))};`;
  },
};

const MANTINE_THEME_CSS = 'virtual:mantine-theme.css';

/**
 * `virtual:mantine-theme.css`: Mantine's theme variables and global classes as a stylesheet,
 * so they reach the page in `<head>` instead of as a `<style>` in `<body>`.
 */
const mantineThemeStylesheet: Plugin = {
  name: 'mantine-theme-css',
  resolveId(id) {
    return id === MANTINE_THEME_CSS ? `\0${MANTINE_THEME_CSS}` : undefined;
  },
  load(id) {
    return id === `\0${MANTINE_THEME_CSS}` ? mantineThemeCss() : undefined;
  },
};

/**
 * In development the page scripts (the site script, the search) and the islands' entries are
 * served from their TypeScript source at the URLs pages use; the build bundles them under hashed
 * names instead (scripts/build-steps/siteScript.ts, vite.islands.config.ts).
 */
const siteScriptInDev: Plugin = {
  name: 'site-script-dev',
  apply: 'serve',
  configureServer(server) {
    const sources = new Map<string, string>(
      PAGE_SCRIPTS.map((script) => [script.src, pageScriptSource(script)]),
    );
    // An island's entry runs in a page React Router never hydrates, so nothing has installed the
    // React refresh preamble its compiled modules check for: import it first (a dev-only URL of
    // React Router's plugin; the dev check in e2e/dev/ fails if it moves).
    const islands = new Map<string, string>(
      ISLANDS.map((name) => [
        islandSrc(name),
        `import "/@id/__x00__virtual:react-router/inject-hmr-runtime";\nimport "/@fs${fileURLToPath(new URL(`./app/islands/${name}.tsx`, import.meta.url))}";\n`,
      ]),
    );
    server.middlewares.use((request, response, next) => {
      const island = request.url ? islands.get(request.url) : undefined;
      if (island) {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(island);
        return;
      }
      const source = request.url ? sources.get(request.url) : undefined;
      if (source) request.url = `/@fs${source}`;
      next();
    });
  },
};

/**
 * No page hydrates React Router, so a change to what the server renders (a content file, a
 * component, shared data) updates no module in the browser. Vite reloads only its server-side
 * runner for it; reload the open pages too, so an edit shows without a manual refresh.
 */
const reloadOnRenderedChange: Plugin = {
  name: 'reload-on-rendered-change',
  apply: 'serve',
  hotUpdate({ modules, server }) {
    if (this.environment.name === 'ssr' && modules.length > 0) {
      server.environments.client.hot.send({ type: 'full-reload' });
    }
  },
};

/**
 * React Router's plugin pre-bundles `react-router-dom` whenever it resolves, for apps on v6. Here it
 * resolves to Docusaurus's React Router 5 (hoisted by the workspace), which fails to bundle against
 * React Router 7 and stopped the dev server at start. Nothing in this app imports it: drop it.
 */
const withoutDocusaurusRouter: Plugin = {
  name: 'without-docusaurus-router',
  enforce: 'post',
  apply: 'serve',
  config(config) {
    const include = config.optimizeDeps?.include;
    if (include) config.optimizeDeps!.include = include.filter((name) => name !== 'react-router-dom');
  },
};

const CONTENT_STUB = '\0content-stub';

/**
 * The browser build's scripts are never published (no page hydrates React Router: the assembly
 * keeps only its stylesheets), and content files import no styles. So in that build every
 * content file is one empty component instead of compiled MDX: the MDX compiler spent 10 of the
 * client build's 22 s on text no browser receives. The server build, which renders the pages,
 * compiles every file as before.
 */
const contentStubInBrowserBuild: Plugin = {
  name: 'content-stub-in-browser-build',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source) {
    return source.endsWith('.mdx') ? CONTENT_STUB : undefined;
  },
  load(id) {
    return id === CONTENT_STUB ? 'export default function Content() { return null; }' : undefined;
  },
};

/** The plugins the islands' build (vite.islands.config.ts) shares with this one: messages, Mantine's theme, brand tokens. */
export const ISLAND_PLUGINS: Plugin[] = [compiledMessages, mantineThemeStylesheet, brandTokens];

export default defineConfig({
  resolve: {
    // Every message arrives compiled (above): the runtime parser is dead weight.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  plugins: [
    translationCheck,
    compiledMessages,
    comparisonFiles,
    mantineThemeStylesheet,
    siteScriptInDev,
    reloadOnRenderedChange,
    contentStubInBrowserBuild,
    brandTokens,
    // MDX must run before React Router's plugin (docs/decisions/2026-11-23-toolchain-notes.md).
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [
          remarkFrontmatter,
          [remarkMdxFrontmatter, { name: 'frontmatter' }],
          remarkGfm,
          remarkHeadings,
        ],
      }),
    },
    reactRouter(),
    withoutDocusaurusRouter,
  ],
  build: { assetsInlineLimit: 0 },
  server: {
    // `npm run dev` (scripts/dev.ts): one origin for both apps. /docs goes to the Docusaurus dev
    // server, and /ws, the socket its hot reload opens; Vite's own hot reload is served here.
    proxy: Object.fromEntries(
      ['/docs', '/ws'].map((path) => [
        path,
        { target: `http://127.0.0.1:${process.env.DOCS_DEV_PORT ?? 3001}`, ws: true },
      ]),
    ),
  },
});
