import type { Plugin } from '@docusaurus/types';

/**
 * The docs publish no framework JavaScript: the build takes Docusaurus's client out of every page
 * and out of dist/ (scripts/build-steps/staticDocs.ts). So the client build's scripts are not
 * minified, work no one receives; its stylesheets, which every docs page links, still are.
 */
export default function unminifiedClientScripts(): Plugin {
  return {
    name: 'bv-unminified-client-scripts',
    configureWebpack(config, isServer) {
      const minimizers = config.optimization?.minimizer;
      if (!isServer && minimizers) {
        config.optimization!.minimizer = minimizers.filter(
          (minimizer) => !/JsMinimizer|Terser/.test(minimizer?.constructor?.name ?? ''),
        );
      }
      return {};
    },
  };
}
