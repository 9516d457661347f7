/**
 * Where each form posts: its `action`, which is also Netlify's thank-you page. The browser's
 * form writes it (NetlifyForm, the docs' feedback form), and the local server takes posts at
 * these addresses only.
 */
import { DEFAULT_LOCALE, LOCALES, localizedPath, type SiteLocale } from '../locale/locales';
import { PATHS } from '../paths';
import { type FormName, isDocsPagePath } from './validation';

/** The form that posts to the page it is on, not to a thank-you page of its own. */
export const DOCS_FEEDBACK_FORM = 'docs-feedback' satisfies FormName;

/** The forms with a thank-you page of their own. */
export type ThanksPageForm = Exclude<FormName, typeof DOCS_FEEDBACK_FORM>;

/** Each form's action, unprefixed. A form without one here does not type-check. */
export const FORM_ACTIONS = {
  'book-demo': `${PATHS.bookDemo}/thanks`,
  newsletter: `${PATHS.newsletter}/thanks`,
} as const satisfies Record<ThanksPageForm, string>;

/** A form's action on a page in `locale`: `/book-demo/thanks`, `/da-DK/book-demo/thanks`. */
export function formAction(form: ThanksPageForm, locale: SiteLocale): string {
  return localizedPath(FORM_ACTIONS[form], locale);
}

/**
 * The docs feedback form's id. Without JavaScript the form posts to its own page with this
 * fragment: the page opens at the form, and its CSS shows the thank-you note while the form is
 * the fragment's target and no field is marked invalid (docs/decisions/2026-11-23-forms.md). A static page
 * cannot read a query without a script; `:target` needs none.
 */
export const DOCS_FEEDBACK_THANKS_ID = 'feedback-thanks';

/** The docs feedback form's action on the docs page at `page`: that page, at the form. */
export function docsFeedbackAction(page: string): string {
  return `${page}#${DOCS_FEEDBACK_THANKS_ID}`;
}

const SITE_LOCALES: readonly SiteLocale[] = [DEFAULT_LOCALE, ...LOCALES];

/**
 * The form whose action is exactly `path` in some locale, or null: nothing posts there. A docs
 * page is the docs feedback form's action only when `pageCarries` says the built page at `path`
 * holds that form (the server reads the file): a docs path alone is not enough.
 */
export function formAtAction(
  path: string,
  pageCarries: (form: FormName) => boolean = () => false,
): FormName | null {
  for (const form of Object.keys(FORM_ACTIONS) as ThanksPageForm[]) {
    if (SITE_LOCALES.some((locale) => formAction(form, locale) === path)) return form;
  }
  return isDocsPagePath(path) && pageCarries(DOCS_FEEDBACK_FORM) ? DOCS_FEEDBACK_FORM : null;
}

/** Whether a form posts to the page it is on; its `page` field must then name that page. */
export function postsToOwnPage(form: FormName): boolean {
  return form === DOCS_FEEDBACK_FORM;
}
