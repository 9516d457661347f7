/**
 * The forms' live validation, run by the site script on every page (docs/decisions/2026-11-23-forms.md):
 * the shared rules (validation.ts) before a form posts. A refused form stays on the page, each
 * error in its field's slot in the page's language, the field marked (aria-invalid,
 * aria-describedby) and the first one focused: what the server writes into the page when a
 * post arrives without JavaScript (scripts/server/formErrors.ts). A good form posts as usual.
 */
import { FIELD_ERRORS, type FieldError, FORM_VALIDATORS, isFormName, type RawForm } from './validation';

/** On a form: its error messages in the page's language, a JSON object keyed by FieldError. */
export const FORM_MESSAGES_ATTRIBUTE = 'data-form-messages';

/** The attribute value carrying a form's messages, each formatted by the page's translator. */
export function formMessages(format: (error: FieldError) => string): string {
  return JSON.stringify(Object.fromEntries(FIELD_ERRORS.map((error) => [error, format(error)])));
}

/** The id of a field's error slot; a field's hint, when it has one, is `{name}-hint`. */
export const errorSlotId = (name: string) => `${name}-error`;

/** `aria-describedby` for a field: its error (when it has one), then its hint (when it has one). */
export function describedBy(name: string, error: boolean, hint: boolean): string | undefined {
  return [error ? errorSlotId(name) : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function readMessages(form: HTMLFormElement): Partial<Record<FieldError, string>> {
  try {
    return JSON.parse(form.getAttribute(FORM_MESSAGES_ATTRIBUTE) ?? '{}') as Partial<
      Record<FieldError, string>
    >;
  } catch {
    return {};
  }
}

/** Marks one field as the errors say: its slot filled or emptied, its control described by it. */
function showFieldError(form: HTMLFormElement, slot: HTMLElement, message: string | undefined): void {
  const name = slot.id.slice(0, -'-error'.length);
  // A radio group's control is its fieldset (the radios are inside it, sharing its name).
  const control = form.querySelector(`#${CSS.escape(name)}`);
  slot.textContent = message ?? '';
  slot.hidden = message === undefined;
  if (!control) return;
  const hint = form.querySelector(`#${CSS.escape(`${name}-hint`)}`) !== null;
  const described = describedBy(name, message !== undefined, hint);
  if (message === undefined) control.removeAttribute('aria-invalid');
  else control.setAttribute('aria-invalid', 'true');
  if (described) control.setAttribute('aria-describedby', described);
  else control.removeAttribute('aria-describedby');
}

/** Runs the form's rules on submit; returns whether the post may go. */
export function checkForm(form: HTMLFormElement): boolean {
  const name = form.getAttribute('name');
  if (!isFormName(name)) return true;
  const raw: RawForm = {};
  for (const [field, value] of new FormData(form)) if (typeof value === 'string') raw[field] = value;
  const result = FORM_VALIDATORS[name](raw);
  // Spam posts as usual: the server drops it without telling the bot why.
  const errors: Partial<Record<string, FieldError>> = result.ok || result.spam ? {} : result.errors;
  const messages = readMessages(form);
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-slot]')) {
    const error = errors[slot.getAttribute('data-error-slot') ?? ''];
    showFieldError(form, slot, error ? (messages[error] ?? error) : undefined);
  }
  // The first field to fix, in the page's order, takes the focus (a radio group's first radio).
  const first = Object.keys(errors)
    .map((field) => form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`))
    .filter((control) => control !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
  return Object.keys(errors).length === 0;
}

/** Validates every site form before it posts (the forms carry `novalidate`: these rules, not the browser's). */
export function validateFormsOnSubmit(root: Document): void {
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !checkForm(form)) event.preventDefault();
  });
}
