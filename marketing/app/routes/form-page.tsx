import { contentPageMeta } from '../content/contentPage';
import { loadContentPage } from '../content/loadContentPage.server';
import { BookDemoForm } from '../components/widgets/BookDemoForm';
import { NewsletterForm } from '../components/widgets/NewsletterForm';
import { FormLayout } from '../layouts/FormLayout';
import type { Route } from './+types/form-page';

// Its text, head and data load like any content page's (not re-exported from content-page.tsx:
// that route's browser chunk holds every layout and every page's text loader).
export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.locale);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentPageMeta(loaderData, matches);
}

/** The forms this route serves, by the widget name a page's data gives. */
const FORMS = { bookDemoForm: BookDemoForm, newsletterForm: NewsletterForm } as const;

/**
 * A content page with a form. It does not hydrate: the site script runs the form's rules before
 * it posts (`@web/shared/forms`, inPage.ts).
 */
export default function FormPage({ loaderData }: Route.ComponentProps) {
  const name = loaderData.page.widgets.after;
  const Form = name && name in FORMS ? FORMS[name as keyof typeof FORMS] : undefined;
  return <FormLayout {...loaderData} widgets={{ after: Form }} />;
}
