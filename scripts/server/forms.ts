import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { FIELD_ERROR_TEXT, FORM_VALIDATORS, isFormName, type RawForm } from '@web/shared/forms';

/** What the server answers to a form post. */
export type FormOutcome =
  | { kind: 'accepted'; form: string }
  | { kind: 'spam'; form: string }
  | { kind: 'rejected'; form: string | null; reasons: { field: string; text: string }[] };

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
    return { kind: 'rejected', form: null, reasons: [{ field: 'form-name', text: 'Unknown form.' }] };
  }
  const result = FORM_VALIDATORS[form](raw);
  if (!result.ok) {
    if (result.spam) return { kind: 'spam', form };
    const reasons = Object.entries(result.errors).map(([field, error]) => ({
      field,
      text: FIELD_ERROR_TEXT[error as keyof typeof FIELD_ERROR_TEXT],
    }));
    return { kind: 'rejected', form, reasons };
  }
  mkdirSync(dirname(dataFile), { recursive: true });
  appendFileSync(
    dataFile,
    `${JSON.stringify({ form, receivedAt: now.toISOString(), values: result.values })}\n`,
  );
  return { kind: 'accepted', form };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain page for outcomes that have no page of their own in the build. */
export function outcomePage(outcome: FormOutcome): string {
  const title = outcome.kind === 'rejected' ? 'Please check the form' : 'Thank you';
  const body =
    outcome.kind === 'rejected'
      ? `<p>We could not accept the form:</p><ul>${outcome.reasons
          .map(
            (reason) => `<li><strong>${escapeHtml(reason.field)}</strong>: ${escapeHtml(reason.text)}</li>`,
          )
          .join('')}</ul><p>${
          outcome.form
            ? `<a href="/${outcome.form}">Return to the form</a>`
            : '<a href="/">Go to the front page</a>'
        }</p>`
      : '<p>We have received your message and will answer within one working day.</p><p><a href="/">Back to the front page</a></p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
