import type { ComponentType } from 'react';
import { BookDemoForm } from '../components/widgets/BookDemoForm';
import { CompareHub } from '../components/widgets/CompareHub';
import { CaseList, PostList } from '../components/widgets/GroupedEntryList';
import { DictionaryIndex } from '../components/widgets/DictionaryIndex';
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
  postList: PostList,
  caseList: CaseList,
  compareHub: CompareHub,
  dictionaryIndex: DictionaryIndex,
  impressum: Impressum,
};

/** A page's widgets: those its route module brings, else those its data names. */
export function widgetsFor(page: PageProps['page'], own?: PageWidgets): PageWidgets {
  if (own) return own;
  return {
    before: page.widgets.before ? WIDGETS[page.widgets.before] : undefined,
    after: page.widgets.after ? WIDGETS[page.widgets.after] : undefined,
  };
}
