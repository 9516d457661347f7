/**
 * One set of rules for the site's forms, run by the browser before posting and by the
 * local server on the post itself (docs/decisions/2026-11-23-forms.md). Pure: values in, errors out.
 */

/** Why a field may be refused; the UI turns each into a translated message (`form.error.{error}`). */
export const FIELD_ERRORS = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidChoice',
  'invalidNumber',
  'invalidCharacters',
] as const;

/** Why a field was refused. */
export type FieldError = (typeof FIELD_ERRORS)[number];

/** The outcome of validating one post. */
export type ValidationResult<T> =
  | { ok: true; values: T }
  | { ok: false; errors: Partial<Record<keyof T & string, FieldError>>; spam?: false }
  | { ok: false; errors: Record<string, never>; spam: true };

/** Raw values as a form posts them: every field a string, or missing. */
export type RawForm = Record<string, string | undefined>;

/** The countries a demo request may name. */
export const DEMO_COUNTRIES = ['DK', 'NO', 'SE', 'FI', 'DE', 'other'] as const;

/** The name of the honeypot field: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = 'company_website';

export interface BookDemoValues {
  name: string;
  email: string;
  company: string;
  country: (typeof DEMO_COUNTRIES)[number];
  invoices: number | null;
  message: string;
  consent: true;
}

export interface NewsletterValues {
  email: string;
  consent: true;
}

/** The answers to "Was this page helpful?". */
export const HELPFUL_CHOICES = ['yes', 'no'] as const;

export interface DocsFeedbackValues {
  /** The docs page the answer is about: its path, `/docs/` or `/docs/billing/plans`. */
  page: string;
  helpful: (typeof HELPFUL_CHOICES)[number];
  comment: string;
}

/** Field limits, shared with the inputs' maxLength attributes. */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 100,
  message: 2000,
  comment: 2000,
  page: 200,
  invoicesMax: 1_000_000,
} as const;

/** The most characters before the @ of an address (RFC 5321). */
const EMAIL_LOCAL_MAX = 64;

// A plausible address, not a proof: the mail server is the real test. Before the @, dot-separated
// runs of anything but spaces, control characters and the characters a plain address never holds
// (< > ( ) [ ] \ , ; : " @); after it, two or more labels of letters, digits and inner hyphens,
// the last a top-level name of letters (or punycode).
const EMAIL_LOCAL = /^[^\s\p{Cc}<>()[\]\\,;:"@.]+(\.[^\s\p{Cc}<>()[\]\\,;:"@.]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}]([\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^(\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

/** Whether a trimmed value looks like an e-mail address someone could write to. */
export function isPlausibleEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= EMAIL_LOCAL_MAX &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? '')
  );
}

/** Whether a text area's value holds a control character other than tab and line breaks. */
export function hasControlCharacterInText(value: string): boolean {
  return hasControlCharacter(value.replace(/[\t\r\n]/g, ''));
}

/** Whether a value holds a C0 control character (U+0000-U+001F: tab and newline too) or DEL. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

/** Consent counts only as a ticked checkbox posts it (`on`), or as `true`. */
export const CONSENT_VALUES: readonly string[] = ['on', 'true'];

/**
 * A text area's length as the browser counts it for `maxlength`: a line break is one character,
 * though the form posts it as CRLF, two (HTML's "API value" against its submitted value). Counted
 * otherwise, a message the field let through would be refused on the server.
 */
export function textAreaLength(value: string): number {
  return value.replace(/\r\n?/g, '\n').length;
}

function text(raw: RawForm, field: string): string {
  return (raw[field] ?? '').trim();
}

function requiredText(value: string, max: number): FieldError | undefined {
  if (value === '') return 'required';
  if (value.length > max) return 'tooLong';
  return undefined;
}

/**
 * A required one-line field (a name, a company). Control characters are looked for in the value
 * as posted, before trimming: a line break at either end is refused too, not quietly dropped.
 */
function lineError(raw: RawForm, field: string, max: number): FieldError | undefined {
  return (
    requiredText(text(raw, field), max) ??
    (hasControlCharacter(raw[field] ?? '') ? 'invalidCharacters' : undefined)
  );
}

function emailError(raw: RawForm): FieldError | undefined {
  const value = text(raw, 'email');
  return (
    requiredText(value, LIMITS.email) ??
    (hasControlCharacter(raw.email ?? '') || !isPlausibleEmail(value) ? 'invalidEmail' : undefined)
  );
}

function consentError(raw: RawForm): FieldError | undefined {
  return CONSENT_VALUES.includes(raw.consent ?? '') ? undefined : 'required';
}

function parseInvoices(value: string): number | null | FieldError {
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return 'invalidNumber';
  const count = Number(value);
  return count <= LIMITS.invoicesMax ? count : 'invalidNumber';
}

function isCountry(value: string): value is BookDemoValues['country'] {
  return (DEMO_COUNTRIES as readonly string[]).includes(value);
}

function withoutUndefined<K extends string>(errors: Record<K, FieldError | undefined>) {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as Partial<
    Record<K, FieldError>
  >;
}

/** Validates a /book-demo post. */
export function validateBookDemo(raw: RawForm): ValidationResult<BookDemoValues> {
  if (text(raw, HONEYPOT_FIELD) !== '') return { ok: false, errors: {}, spam: true };
  const values = {
    name: text(raw, 'name'),
    email: text(raw, 'email'),
    company: text(raw, 'company'),
    country: text(raw, 'country'),
    message: text(raw, 'message'),
  };
  const invoices = parseInvoices(text(raw, 'invoices'));
  const errors = withoutUndefined({
    name: lineError(raw, 'name', LIMITS.name),
    email: emailError(raw),
    company: lineError(raw, 'company', LIMITS.company),
    country: values.country === '' ? 'required' : isCountry(values.country) ? undefined : 'invalidChoice',
    invoices: typeof invoices === 'string' ? invoices : undefined,
    message: hasControlCharacterInText(raw.message ?? '')
      ? 'invalidCharacters'
      : textAreaLength(values.message) > LIMITS.message
        ? 'tooLong'
        : undefined,
    consent: consentError(raw),
  } satisfies Record<keyof BookDemoValues, FieldError | undefined>);
  if (Object.keys(errors).length > 0 || typeof invoices === 'string' || !isCountry(values.country)) {
    return { ok: false, errors };
  }
  return { ok: true, values: { ...values, country: values.country, invoices, consent: true } };
}

/** Validates a /newsletter post. */
export function validateNewsletter(raw: RawForm): ValidationResult<NewsletterValues> {
  if (text(raw, HONEYPOT_FIELD) !== '') return { ok: false, errors: {}, spam: true };
  const email = text(raw, 'email');
  const errors = withoutUndefined({ email: emailError(raw), consent: consentError(raw) });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { email, consent: true } };
}

/**
 * A docs page's path as the feedback form writes it (its permalink): `/docs/`, or `/docs/` and
 * (in the Danish and Norwegian docs, after `/da-DK` or `/nb-NO`) lower-case segments of letters, digits and hyphens (the docs' slugs), with a trailing slash on
 * a category's page (`/docs/api/`) and none on a leaf's (`/docs/api/changelog`). The one rule for
 * both the docs build, which refuses to write the form for any other path, and the server, which
 * takes the form's posts only at such a path.
 */
export function isDocsPagePath(value: string): boolean {
  return (
    value.length <= LIMITS.page &&
    /^(\/(da-DK|nb-NO))?\/docs\/([a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\/?)?$/.test(value)
  );
}

function isHelpful(value: string): value is DocsFeedbackValues['helpful'] {
  return (HELPFUL_CHOICES as readonly string[]).includes(value);
}

/**
 * Validates a "Was this page helpful?" post. The choice is a pair of radio buttons: nothing
 * chosen and a value that is not one of them are both refused as `invalidChoice` (there is no
 * text to fill in). The page is a hidden field, checked to be a docs path; the comment is
 * optional and may hold line breaks (a text area), but no other control characters.
 */
export function validateDocsFeedback(raw: RawForm): ValidationResult<DocsFeedbackValues> {
  if (text(raw, HONEYPOT_FIELD) !== '') return { ok: false, errors: {}, spam: true };
  const page = raw.page ?? '';
  const helpful = raw.helpful ?? '';
  const comment = text(raw, 'comment');
  const errors = withoutUndefined({
    page: page === '' ? 'required' : isDocsPagePath(page) ? undefined : 'invalidChoice',
    helpful: isHelpful(helpful) ? undefined : 'invalidChoice',
    comment: hasControlCharacterInText(raw.comment ?? '')
      ? 'invalidCharacters'
      : textAreaLength(comment) > LIMITS.comment
        ? 'tooLong'
        : undefined,
  } satisfies Record<keyof DocsFeedbackValues, FieldError | undefined>);
  if (Object.keys(errors).length > 0 || !isHelpful(helpful)) return { ok: false, errors };
  return { ok: true, values: { page, helpful, comment } };
}

/** The site's forms by the name they post as (Netlify's `form-name`). */
export const FORM_VALIDATORS = {
  'book-demo': validateBookDemo,
  newsletter: validateNewsletter,
  'docs-feedback': validateDocsFeedback,
} as const;

export type FormName = keyof typeof FORM_VALIDATORS;

/** Narrows an untrusted `form-name` to one of ours. */
export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && Object.hasOwn(FORM_VALIDATORS, value);
}
