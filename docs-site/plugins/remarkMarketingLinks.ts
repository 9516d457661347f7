import { isEnglishOnlyDocsPath, isMarketingPath, opensInNewTab } from '@web/shared';
import type { Link, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** How the docs write a link to a marketing page: `[pricing](pathname:///pricing)`. */
const MARKETING_PREFIX = 'pathname://';

/**
 * Docusaurus puts its base URL (`/docs/`) in front of every link it renders, `pathname://`
 * ones included, so `/pricing` would become `/docs/pricing`. This turns each link to a marketing
 * page (or to the English-only API reference, `isEnglishOnlyDocsPath`) into a `MarketingLink` element (a plain anchor, see src/theme/MDXComponents.tsx); Book demo links open in a new tab
 * as everywhere on the site. The combined build checks that every such target exists.
 */
export default function remarkMarketingLinks() {
  return (tree: Root) => {
    visit(tree, 'link', (node: Link, index: number | undefined, parent: Parent | undefined) => {
      if (!parent || index === undefined || !node.url.startsWith(MARKETING_PREFIX)) return;
      const href = node.url.slice(MARKETING_PREFIX.length);
      // The English-only API reference is linked the same way, so a translated page leads to it.
      if (!isMarketingPath(href) && !isEnglishOnlyDocsPath(href)) return;
      const newTab = opensInNewTab(href);
      const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
      parent.children[index] = {
        type: 'mdxJsxTextElement',
        name: 'MarketingLink',
        attributes: [
          attribute('href', href),
          ...(newTab ? [attribute('target', '_blank'), attribute('rel', 'noopener')] : []),
        ],
        children: node.children,
      } as unknown as Link;
    });
  };
}
