import { ContentBody } from '../components/page/ContentBody';
import pageClasses from '../components/page/Page.module.css';
import { TitleBlock } from '../components/page/TitleBlock';
import type { PageProps, PageWidgets } from './pageProps';
import { StandardLayout } from './StandardLayout';
import { widgetsFor } from './widgets';

/**
 * A form page: the title and what to expect on the left, the form on the right, above the
 * fold at desktop width. On phones the form comes straight after the title, the text after it.
 * A form page without a form (contact, thank-you pages) renders as standard. The form works as
 * a plain POST; the site script adds its checks as the visitor types.
 */
export function FormLayout({ widgets: ownWidgets, ...props }: PageProps & { widgets?: PageWidgets }) {
  const { page, file, bodyLanguage } = props;
  const { after: Form } = widgetsFor(page, ownWidgets);
  if (!Form) return <StandardLayout {...props} />;
  return (
    <div className={`${pageClasses.container} ${pageClasses.formPage}`}>
      <div className={pageClasses.formTitle}>
        <TitleBlock section={page.section} title={page.titleBlock ?? page.pageTitle} />
      </div>
      <div className={pageClasses.formCard}>
        <Form {...props} />
      </div>
      <div className={pageClasses.formBody} lang={bodyLanguage}>
        <ContentBody file={file} />
      </div>
    </div>
  );
}
