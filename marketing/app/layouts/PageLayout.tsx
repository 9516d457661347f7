import { IntegrationLayout } from './IntegrationLayout';
import type { PageProps, PageWidgets } from './pageProps';
import { SimpleLayout } from './SimpleLayout';
import { StandardLayout } from './StandardLayout';

/** Picks the layout the page's data names. */
export function PageLayout(props: PageProps & { widgets?: PageWidgets }) {
  switch (props.page.layout) {
    case 'simple':
      return <SimpleLayout {...props} />;
    case 'integration':
      return <IntegrationLayout {...props} />;
    default:
      return <StandardLayout {...props} />;
  }
}
