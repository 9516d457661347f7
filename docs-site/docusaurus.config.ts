import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import {
  BRAND_NAME,
  DOCS_DEFAULT_LOCALE,
  DOCS_LOCALES,
  contentLanguage,
  FONT_URL,
  SITE_ORIGIN,
  SPECULATION_RULES,
  docsFileLanguage,
  replaceDocsTokens,
} from '@web/shared';
import apiReference, { writeApiReference } from './plugins/apiReference';
import devServerGuard from './plugins/devServerGuard';
import docsStructure from './plugins/docsStructure';
import remarkHeadingRule from './plugins/remarkHeadingRule';
import remarkMarketingLinks from './plugins/remarkMarketingLinks';
import remarkTableNames from './plugins/remarkTableNames';
import siteScriptLoader from './plugins/siteScriptLoader';
import unminifiedClientScripts from './plugins/unminifiedClientScripts';
import { withoutSkippedCategories } from './plugins/sidebarItems';
import { DOCS_BAR_ID } from './src/components/docsBar';
import { createRequire } from 'node:module';

// The web font and the design tokens both apps share load before the docs' own styles.
const fontCss = createRequire(import.meta.url).resolve('@web/shared/font.css');
const tokensCss = createRequire(import.meta.url).resolve('@web/shared/tokens.css');

// The API reference pages are written from docs-site/api/openapi.yaml before the docs are read
// (plugins/apiReference; docs/decisions/2026-11-27-api-reference.md).
writeApiReference();

/**
 * The reference is English only, as the field's references are: a translated docs build
 * (DOCUSAURUS_CURRENT_LOCALE other than en) leaves its pages out and links to the English ones.
 */
const ENGLISH_ONLY_DOCS =
  (process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en') === 'en' ? [] : ['api/reference/**'];

const config: Config = {
  // Page titles read "{title} | Docs" (docs/decisions/2026-11-23-brand-and-hosts.md).
  title: 'Docs',
  tagline: `Set up and run subscription billing with ${BRAND_NAME}`,
  favicon: 'img/favicon.svg',
  url: SITE_ORIGIN,
  baseUrl: '/docs/',
  // Canonical docs URLs have no trailing slash (except /docs/ itself); x.html files, not x/index.html.
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
      // The cascade-layer polyfill boosts the theme's selectors over our custom CSS, so the
      // brand colours (and their AA contrast) would lose to Infima's blue.
      useCssCascadeLayers: false,
    },
    faster: true,
  },
  // No namespace on stored keys: the colour-scheme choice is `theme` on both apps, and the
  // marketing pages (same origin) read and write that key (docs/decisions/2026-11-23-dark-mode.md).
  storage: { type: 'localStorage', namespace: false },
  // English at /docs/, Danish at /da-DK/docs/, Norwegian at /nb-NO/docs/: each locale's base URL
  // is the marketing site's prefix before /docs/ (docs/decisions/2026-11-27-docs-in-danish-and-norwegian.md).
  // A page without a translation builds from the English file (see the DocItem wrapper).
  i18n: {
    defaultLocale: DOCS_DEFAULT_LOCALE,
    locales: [DOCS_DEFAULT_LOCALE, ...DOCS_LOCALES],
    localeConfigs: {
      [DOCS_DEFAULT_LOCALE]: { label: 'English', htmlLang: 'en' },
      ...Object.fromEntries(
        DOCS_LOCALES.map((locale) => [
          locale,
          { label: locale, htmlLang: contentLanguage(locale), baseUrl: `/${locale}/docs/` },
        ]),
      ),
    },
  },
  // Docs pages are separate documents (the build takes Docusaurus's client out, see
  // scripts/build-steps/staticDocs.ts): the next page is prefetched when its link is pointed at, as on
  // the marketing pages.
  headTags: [
    { tagName: 'script', attributes: { type: 'speculationrules' }, innerHTML: SPECULATION_RULES },
    // No first paint of a doc before its breadcrumbs bar is parsed whole (src/components/docsBar.ts);
    // a page without the bar paints when it is parsed. Browsers without rel=expect ignore it.
    { tagName: 'link', attributes: { rel: 'expect', href: `#${DOCS_BAR_ID}`, blocking: 'render' } },
    // The one web font both apps share (@web/shared/font.css), fetched with the stylesheet.
    {
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: FONT_URL,
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
    },
  ],
  markdown: {
    // .md files are CommonMark, .mdx files MDX: prose with braces cannot break a build.
    format: 'detect',
    // `## Heading {#id}` in .mdx pages too (future.v4 turns this off by default): ids are stable links.
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Content writes %BRAND% for the product name and figure tokens (%PRICE:growth%, %FACT:DK:vatRate%) for figures kept in data.
    // A translated page (i18n/da-DK/…, i18n/nb-NO/…) gets its tokens in its own language.
    preprocessor: ({ fileContent, filePath }) => replaceDocsTokens(fileContent, docsFileLanguage(filePath)),
    parseFrontMatter: async (params) =>
      params.defaultParseFrontMatter({
        ...params,
        fileContent: replaceDocsTokens(params.fileContent, docsFileLanguage(params.filePath)),
      }),
  },
  // `docusaurus start` answers this machine only (plugins/devServerGuard.ts); docsStructure writes
  // each locale's docs and sidebar for the Markdown twins and llms.txt (plugins/docsStructure.ts);
  // siteScriptLoader loads the site script every page runs (locale choice, menus, contents, copy
  // buttons) once the page has painted, as the marketing pages do; the build swaps in its hashed name.
  plugins: [devServerGuard, apiReference, docsStructure, siteScriptLoader, unminifiedClientScripts],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          exclude: [
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
            ...ENGLISH_ONLY_DOCS,
          ],
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: [remarkHeadingRule, remarkMarketingLinks],
          remarkPlugins: [remarkTableNames],
          // Breadcrumbs follow the sidebar: lifting organization/ and financial-audit/ out of
          // the tree keeps those segments out of them (URLs keep the folders).
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            return withoutSkippedCategories(await defaultSidebarItemsGenerator(args));
          },
        },
        blog: false,
        pages: false,
        theme: { customCss: [fontCss, tokensCss, './src/css/custom.css', './src/css/static.css'] },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    // One expandable group open at a time, as in the site's menus.
    docs: { sidebar: { autoCollapseCategories: true } },
    // One stored choice for both apps (docs/decisions/2026-11-23-dark-mode.md): the switch is the shared header's.
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    // The navbar is replaced by the site's own header (src/theme/Navbar): no items here.
    navbar: { title: BRAND_NAME },
    prism: { additionalLanguages: ['bash', 'json'] },
  } satisfies Preset.ThemeConfig,
};

export default config;
