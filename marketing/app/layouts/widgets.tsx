import type { ComponentType } from 'react';
import { BookDemoForm } from '../components/widgets/BookDemoForm';
import { DictionaryIndex } from '../components/widgets/DictionaryIndex';
import { EntryList } from '../components/widgets/EntryList';
import { Impressum } from '../components/widgets/Impressum';
import { NewsletterForm } from '../components/widgets/NewsletterForm';
import { PricingPlans } from '../components/widgets/PricingPlans';
import type { WidgetName } from '../content/pageData';
import type { PageProps, PageWidgets } from './pageProps';

/** The components behind the widget names a page's data gives (content stays prose, data stays data). */
const WIDGETS: Record<WidgetName, ComponentType<PageProps>> = {
  pricingPlans: PricingPlans,
  bookDemoForm: BookDemoForm,
  newsletterForm: NewsletterForm,
  entryList: EntryList,
  dictionaryIndex: DictionaryIndex,
  impressum: Impressum,
};

/** A page's widgets: those its route module brings, else those its data names. */
export function widgetsFor(page: PageProps['page'], own?: PageWidgets): PageWidgets {
  if (own) return own;
  // In the browser only routes with their own widgets hydrate: this map stays out of its build.
  if (!import.meta.env.SSR) return {};
  return {
    before: page.widgets.before ? WIDGETS[page.widgets.before] : undefined,
    after: page.widgets.after ? WIDGETS[page.widgets.after] : undefined,
  };
}
