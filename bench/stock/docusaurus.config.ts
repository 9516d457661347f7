import type { Config } from '@docusaurus/types';

/**
 * The peer of docs/decisions/2026-11-23-budgets.md: a stock Docusaurus classic site over the same docs, nothing
 * customised, built and served beside ours by `npm run bench`.
 */
const config: Config = {
  title: 'Stock',
  url: 'http://localhost',
  baseUrl: '/docs/',
  trailingSlash: false,
  future: { v4: true, faster: true },
  onBrokenLinks: 'warn',
  markdown: {
    format: 'detect',
    // The docs write `## Heading {#id}` in .mdx pages too, as the real site allows.
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },
  presets: [
    [
      'classic',
      {
        docs: { path: '../../docs-site/docs', routeBasePath: '/', sidebarPath: './sidebars.ts' },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
};

export default config;
