import { PATHS } from '@web/shared';
import { BookDemoForm } from '../components/widgets/BookDemoForm';
import { EntryList } from '../components/widgets/EntryList';
import { NewsletterForm } from '../components/widgets/NewsletterForm';
import { PricingPlans } from '../components/widgets/PricingPlans';
import type { PageWidgets } from './pageProps';

/** Parts drawn by code around a page's text, by page path: content stays prose, data stays data. */
export const WIDGETS: Record<string, PageWidgets> = {
  [PATHS.pricing]: { before: PricingPlans },
  [PATHS.bookDemo]: { after: BookDemoForm },
  [PATHS.newsletter]: { after: NewsletterForm },
  [PATHS.blog]: { after: EntryList },
  [PATHS.cases]: { after: EntryList },
  [PATHS.dictionary]: { after: EntryList },
};

/** The widgets of a page, if it has any. */
export function widgetsFor(path: string) {
  return Object.hasOwn(WIDGETS, path) ? WIDGETS[path] : undefined;
}
