import { ContentBody } from '../components/page/ContentBody';
import pageClasses from '../components/page/Page.module.css';
import { TitleBlock } from '../components/page/TitleBlock';
import type { PageProps } from './PageLayout';
import { containerClass } from './StandardLayout';

/** An integration's page: its text beside a side card (the integrations issue fills the card). */
export function IntegrationLayout({ page, file, bodyLanguage }: PageProps) {
  return (
    <div className={containerClass(page.width, page.container)} data-width={page.width}>
      {page.titleBlock ? <TitleBlock section={page.section} title={page.titleBlock} /> : null}
      <div className={pageClasses.body} lang={bodyLanguage}>
        <ContentBody file={file} />
      </div>
    </div>
  );
}
