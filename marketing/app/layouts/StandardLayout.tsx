import { ContentBody } from '../components/page/ContentBody';
import { Hero } from '../components/page/Hero';
import pageClasses from '../components/page/Page.module.css';
import { TitleBlock } from '../components/page/TitleBlock';
import { Toc } from '../components/page/Toc';
import { ComparisonSources } from '../components/widgets/ComparisonSources';
import type { PageProps, PageWidgets } from './pageProps';
import { widgetsFor } from './widgets';

/** Container classes for a page's width and the `hide: container` flag. */
export function containerClass(width: PageProps['page']['width'], container: boolean): string {
  if (!container) return `${pageClasses.container} ${pageClasses.bleed}`;
  return [
    pageClasses.container,
    width === 'narrow' && pageClasses.narrow,
    width === 'full' && pageClasses.full,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Hero or title block, then the text with an optional table of contents, and the page's
 * widgets. All of it is prerendered HTML; a tool among the widgets runs as an island.
 */
export function StandardLayout({ widgets: ownWidgets, ...props }: PageProps & { widgets?: PageWidgets }) {
  const { page, file, bodyLanguage } = props;
  // A page with a route module of its own brings its widgets; the rest come from its data.
  const { before: Before, after: After } = widgetsFor(page, ownWidgets);
  return (
    <>
      {page.hero ? <Hero hero={page.hero} section={page.section} overlap={page.overlap} /> : null}
      <div className={containerClass(page.width, page.container)} data-width={page.width}>
        {page.titleBlock ? <TitleBlock section={page.section} title={page.titleBlock} /> : null}
        {Before ? <Before {...props} /> : null}
        <div className={page.toc ? pageClasses.withToc : undefined}>
          <div className={pageClasses.body} lang={bodyLanguage}>
            {page.toc ? <Toc entries={page.toc} variant="mobile" /> : null}
            <ContentBody file={file} split={page.split} />
            {page.details.reviewed ? <ComparisonSources details={page.details} /> : null}
            {After ? <After {...props} /> : null}
          </div>
          {page.toc ? <Toc entries={page.toc} variant="desktop" /> : null}
        </div>
      </div>
    </>
  );
}
