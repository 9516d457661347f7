import { StructuredData } from '../components/page/StructuredData';
import { FormLayout } from './FormLayout';
import { IntegrationLayout } from './IntegrationLayout';
import type { PageProps, PageWidgets } from './pageProps';
import { SimpleLayout } from './SimpleLayout';
import { StandardLayout } from './StandardLayout';

export type { ListEntry, PageProps, PageWidgets } from './pageProps';

/** The page's structured data and the layout its data names; layouts only render. */
export function PageLayout(props: PageProps & { widgets?: PageWidgets }) {
  return (
    <>
      <StructuredData page={props.page} />
      <Layout {...props} />
    </>
  );
}

function Layout(props: PageProps & { widgets?: PageWidgets }) {
  switch (props.page.layout) {
    case 'simple':
      return <SimpleLayout {...props} />;
    case 'integration':
      return <IntegrationLayout {...props} />;
    case 'form':
      return <FormLayout {...props} />;
    default:
      return <StandardLayout {...props} />;
  }
}
