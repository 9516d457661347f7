import { FormattedDate, FormattedMessage } from 'react-intl';
import { Breadcrumbs } from '../components/page/Breadcrumbs';
import { ContentBody } from '../components/page/ContentBody';
import pageClasses from '../components/page/Page.module.css';
import { TitleBlock } from '../components/page/TitleBlock';
import type { PageProps } from './PageLayout';
import { containerClass } from './StandardLayout';

/** Blog posts, cases and dictionary entries: breadcrumbs, title, details and the text. */
export function SimpleLayout({ page, file, bodyLanguage }: PageProps) {
  const { date, author, customer, industry } = page.details;
  return (
    <div className={containerClass(page.width, page.container)} data-width={page.width}>
      {page.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} /> : null}
      {page.titleBlock ? (
        <TitleBlock section={null} title={page.titleBlock}>
          {date || author || customer ? (
            <p className={pageClasses.details}>
              {date ? <FormattedDate value={`${date}T12:00:00Z`} dateStyle="long" timeZone="UTC" /> : null}
              {date && author ? ' · ' : null}
              {author}
              {customer ? (
                <FormattedMessage id="page.customer" values={{ customer, industry: industry ?? '' }} />
              ) : null}
            </p>
          ) : null}
        </TitleBlock>
      ) : null}
      <div className={pageClasses.body} lang={bodyLanguage}>
        <ContentBody file={file} />
      </div>
    </div>
  );
}
