/**
 * Where each form posts: its `action`, which is also Netlify's thank-you page. The browser's
 * form writes it (NetlifyForm), and the local server takes posts at these addresses only.
 */
import { DEFAULT_LOCALE, LOCALES, localizedPath, type SiteLocale } from '../locale/locales';
import { PATHS } from '../paths';
import type { FormName } from './validation';

/** Each form's action, unprefixed. A form without one here does not type-check. */
export const FORM_ACTIONS = {
  'book-demo': `${PATHS.bookDemo}/thanks`,
  newsletter: `${PATHS.newsletter}/thanks`,
} as const satisfies Record<FormName, string>;

/** A form's action on a page in `locale`: `/book-demo/thanks`, `/da-DK/book-demo/thanks`. */
export function formAction(form: FormName, locale: SiteLocale): string {
  return localizedPath(FORM_ACTIONS[form], locale);
}

const SITE_LOCALES: readonly SiteLocale[] = [DEFAULT_LOCALE, ...LOCALES];

/** The form whose action is exactly `path` in some locale, or null: nothing posts there. */
export function formAtAction(path: string): FormName | null {
  for (const form of Object.keys(FORM_ACTIONS) as FormName[]) {
    if (SITE_LOCALES.some((locale) => formAction(form, locale) === path)) return form;
  }
  return null;
}
