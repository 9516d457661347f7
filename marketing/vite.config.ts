import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig, type Plugin } from 'vite';
import { remarkHeadings } from './app/content/remarkHeadings.ts';
// By path, not by package name: Vite loads this config with Node, which cannot import the
// TypeScript package by name; a relative import is bundled into the config instead.
import { replaceBrandTokens } from '../shared/src/content/brandToken.ts';

/** Content writes %BRAND% for the product name: fill it in before MDX sees the file. */
const brandTokens: Plugin = {
  name: 'brand-tokens',
  enforce: 'pre',
  transform(code, id) {
    return id.endsWith('.mdx') ? replaceBrandTokens(code) : undefined;
  },
};

export default defineConfig({
  plugins: [
    brandTokens,
    // MDX must run before React Router's plugin (TOOLCHAIN.md).
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
  ],
  build: { assetsInlineLimit: 0 },
});
