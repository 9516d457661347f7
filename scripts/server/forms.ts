import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { contentLanguage, messagesFor, splitLocalePath } from '@web/shared';
import { FORM_VALIDATORS, isFormName, type RawForm } from '@web/shared/forms';
import { escapeHtml } from './formErrors';

/** What the server answers to a form post. */
export type FormOutcome =
  | { kind: 'accepted'; form: string }
  | { kind: 'spam'; form: string }
  | { kind: 'rejected'; form: string | null; errors: Record<string, string> };

/** Turns a urlencoded body into the raw values the shared validators read. */
export function parseFormBody(body: string): RawForm {
  const values: RawForm = {};
  for (const [name, value] of new URLSearchParams(body)) values[name] = value;
  return values;
}

/**
 * Validates a post by the same rules the browser runs and, when it passes, appends it as one
 * JSON line to `dataFile`. Spam (a filled honeypot) is answered like success and not stored,
 * as Netlify Forms does.
 */
export function handleFormPost(raw: RawForm, dataFile: string, now = new Date()): FormOutcome {
  const form = raw['form-name'];
  if (!isFormName(form)) {
    return { kind: 'rejected', form: null, errors: { 'form-name': 'unknownForm' } };
  }
  const result = FORM_VALIDATORS[form](raw);
  if (!result.ok) {
    if (result.spam) return { kind: 'spam', form };
    return { kind: 'rejected', form, errors: result.errors as Record<string, string> };
  }
  mkdirSync(dirname(dataFile), { recursive: true });
  appendFileSync(
    dataFile,
    `${JSON.stringify({ form, receivedAt: now.toISOString(), values: result.values })}\n`,
  );
  return { kind: 'accepted', form };
}

/** A form error's text in the language of the page at `path` (the same messages the browser shows). */
export function errorMessage(path: string): (error: string) => string {
  const messages = messagesFor(contentLanguage(splitLocalePath(path).locale));
  return (error) => messages[`form.error.${error}`] ?? error;
}

/** A plain page for outcomes that have no page of their own in the build (an unknown form). */
export function outcomePage(outcome: FormOutcome): string {
  const title = outcome.kind === 'rejected' ? 'Please check the form' : 'Thank you';
  const message = errorMessage('/');
  const body =
    outcome.kind === 'rejected'
      ? `<p>We could not accept the form:</p><ul>${Object.entries(outcome.errors)
          .map(
            ([field, error]) =>
              `<li><strong>${escapeHtml(field)}</strong>: ${escapeHtml(message(error))}</li>`,
          )
          .join('')}</ul><p>${
          outcome.form
            ? `<a href="/${outcome.form}">Return to the form</a>`
            : '<a href="/">Go to the front page</a>'
        }</p>`
      : '<p>We have received your message and will answer within one working day.</p><p><a href="/">Back to the front page</a></p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
