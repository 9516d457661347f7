import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs } from '../components/page/Breadcrumbs';
import { byline } from '../components/page/byline';
import { CaseSummary } from '../components/page/CaseSummary';
import { ContentBody } from '../components/page/ContentBody';
import { Hero } from '../components/page/Hero';
import pageClasses from '../components/page/Page.module.css';
import { TitleBlock } from '../components/page/TitleBlock';
import { ComparisonSources } from '../components/widgets/ComparisonSources';
import type { PageData } from '../content/pageData';
import type { PageProps } from './pageProps';
import { containerClass } from './StandardLayout';

/** Date and author of a post, or the customer and trade of a case. */
function Details({ details }: { details: PageData['details'] }) {
  const intl = useIntl();
  const { date, author, industry, inputs } = details;
  // A case with its inputs shows its company in the summary box instead.
  const customer = inputs ? undefined : details.customer;
  if (!date && !author && !customer) return null;
  return (
    <p className={pageClasses.details}>
      {date ? <FormattedDate value={`${date}T12:00:00Z`} dateStyle="long" timeZone="UTC" /> : null}
      {date && author ? ' · ' : null}
      {author ? byline(author, intl) : null}
      {customer ? (
        <FormattedMessage id="page.customer" values={{ customer, industry: industry ?? '' }} />
      ) : null}
    </p>
  );
}

/** Blog posts, cases and dictionary entries: breadcrumbs, the title (or hero), details and the text. */
export function SimpleLayout({ page, file, bodyLanguage }: PageProps) {
  const container = containerClass(page.width, page.container);
  return (
    <>
      {page.breadcrumbs ? (
        <div className={container}>
          <Breadcrumbs crumbs={page.breadcrumbs} />
        </div>
      ) : null}
      {page.hero ? <Hero hero={page.hero} section={null} overlap={false} /> : null}
      <div className={container} data-width={page.width}>
        {page.titleBlock ? (
          <TitleBlock section={null} title={page.titleBlock}>
            <Details details={page.details} />
          </TitleBlock>
        ) : (
          <Details details={page.details} />
        )}
        <div className={pageClasses.body} lang={bodyLanguage}>
          {page.kind === 'case' ? <CaseSummary details={page.details} /> : null}
          <ContentBody file={file} />
          {page.kind === 'post' && page.details.sources ? <ComparisonSources details={page.details} /> : null}
        </div>
      </div>
    </>
  );
}
