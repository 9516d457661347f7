import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import { BRAND_NAME, EXTERNAL_URLS, SITE_ORIGIN, replaceBrandTokens } from '@web/shared';

const config: Config = {
  // Page titles read "{title} | Docs" (DECISIONS.md).
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
  i18n: { defaultLocale: 'en', locales: ['en'] },
  markdown: {
    // .md files are CommonMark, .mdx files MDX: prose with braces cannot break a build.
    format: 'detect',
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // Content writes %BRAND% for the product name; the brand lives in one constant.
    preprocessor: ({ fileContent }) => replaceBrandTokens(fileContent),
    parseFrontMatter: async (params) =>
      params.defaultParseFrontMatter({ ...params, fileContent: replaceBrandTokens(params.fileContent) }),
  },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
        },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    navbar: {
      title: BRAND_NAME,
      logo: { alt: `${BRAND_NAME} home`, src: 'img/favicon.svg', href: 'pathname:///' },
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        { href: EXTERNAL_URLS.apiReference, label: 'API reference', position: 'left' },
        { href: 'pathname:///pricing', label: 'Pricing', position: 'right', target: '_self' },
        { href: EXTERNAL_URLS.signIn, label: 'Sign in', position: 'right' },
      ],
    },
    prism: { additionalLanguages: ['bash', 'json'] },
  } satisfies Preset.ThemeConfig,
};

export default config;
