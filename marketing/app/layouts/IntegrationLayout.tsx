import { contentLanguage, textIn } from '@web/shared';
import { Breadcrumbs } from '../components/page/Breadcrumbs';
import { ContentBody } from '../components/page/ContentBody';
import pageClasses from '../components/page/Page.module.css';
import { TitleBlock } from '../components/page/TitleBlock';
import { IntegrationCard } from '../features/integrations/IntegrationCard';
import classes from '../features/integrations/Integration.module.css';
import { usePageLocale } from '../i18n/PageLocale';
import type { PageProps } from './pageProps';
import { containerClass } from './StandardLayout';

/** An integration's page: its description and text beside the side card from the integration data. */
export function IntegrationLayout({ page, file, bodyLanguage, integration }: PageProps) {
  const { locale } = usePageLocale();
  const description = integration ? textIn(integration.description, contentLanguage(locale)) : null;
  return (
    <div className={containerClass(page.width, page.container)} data-width={page.width}>
      {page.breadcrumbs ? <Breadcrumbs crumbs={page.breadcrumbs} /> : null}
      {/* Title, card, text: on phones the card (and its Set-up button) comes before the text. */}
      <div className={page.sideCard && integration ? classes.page : undefined}>
        <div className={classes.head}>
          {page.titleBlock ? (
            <TitleBlock section={page.section} title={page.titleBlock}>
              {description ? <p className={classes.lead}>{description}</p> : null}
            </TitleBlock>
          ) : null}
        </div>
        {page.sideCard && integration ? <IntegrationCard integration={integration} /> : null}
        <div className={`${pageClasses.body} ${classes.text}`} lang={bodyLanguage}>
          <ContentBody file={file} />
        </div>
      </div>
    </div>
  );
}
