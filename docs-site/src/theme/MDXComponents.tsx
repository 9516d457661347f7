import MDXComponents from '@theme-original/MDXComponents';
import type { ComponentProps } from 'react';
import { AppFigure } from '../components/AppFigure';
import { DocCards } from '../components/DocCards';
import { TableScroll } from '../components/TableScroll';
import { localizeHref } from '@web/shared';
import { docsSiteLocale } from '../components/translate';

/**
 * A link from a docs page to a marketing page, as a plain anchor: Docusaurus's own link would
 * put the docs base URL in front of it. `remarkMarketingLinks` writes these from
 * `[text](pathname:///path)`; the combined build checks every target exists.
 */
function MarketingLink({ href = '', ...props }: ComponentProps<'a'>) {
  // The Danish and Norwegian docs link the marketing pages of their locale (/da-DK/pricing).
  return <a href={localizeHref(href, docsSiteLocale)} {...props} />;
}

/**
 * Markdown tables scroll sideways in a focusable, named region (src/components/TableScroll.tsx).
 * `.mdx` pages may use `<AppFigure id="..." />` (a drawn app view) and `<DocCards />` (a
 * section's overview cards) without importing them; both render static markup.
 */
export default { ...MDXComponents, MarketingLink, table: TableScroll, AppFigure, DocCards };
