import type { Plugin } from '@docusaurus/types';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The classic theme loads Prism (with every language prism-react-renderer bundles) in a client
 * module, so every docs page evaluated it before hydrating: the largest single item of the docs'
 * startup work, though only a few pages show code. This plugin swaps that client module for an
 * empty one; `src/theme/CodeBlock/Content` loads Prism (and `additionalLanguages`) with the first
 * code block a page renders instead. It also tells that component which bundle it is in
 * (`__SERVER_BUNDLE__`), so the prerender highlights synchronously.
 */
export default function lazyPrism(): Plugin {
  const themeLib = dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));
  const clientModule = join(themeLib, 'prism-include-languages');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { DefinePlugin, NormalModuleReplacementPlugin } = currentBundler.instance;

      return {
        plugins: [
          // Only the client module (lib/prism-include-languages), not the swizzlable
          // lib/theme/prism-include-languages the code blocks still use.
          new NormalModuleReplacementPlugin(
            new RegExp(`^${escapeRegExp(clientModule)}(\\.js)?$`),
            fileURLToPath(new URL('./emptyClientModule.js', import.meta.url)),
          ),
          new DefinePlugin({ __SERVER_BUNDLE__: JSON.stringify(isServer) }),
        ],
      };
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
