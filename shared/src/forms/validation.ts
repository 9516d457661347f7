/**
 * One set of rules for the site's forms, run by the browser before posting and by the
 * local server on the post itself (docs/decisions.md, Forms). Pure: values in, errors out.
 */

/** Why a field was refused; the UI turns each into a translated message. */
export type FieldError = 'required' | 'tooLong' | 'invalidEmail' | 'invalidChoice' | 'invalidNumber';

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

/** Field limits, shared with the inputs' maxLength attributes. */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 100,
  message: 2000,
  invoicesMax: 1_000_000,
} as const;

// Deliberately simple: one @, no spaces, a dot in the domain. The mail server is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function text(raw: RawForm, field: string): string {
  return (raw[field] ?? '').trim();
}

function requiredText(value: string, max: number): FieldError | undefined {
  if (value === '') return 'required';
  if (value.length > max) return 'tooLong';
  return undefined;
}

function emailError(value: string): FieldError | undefined {
  return requiredText(value, LIMITS.email) ?? (EMAIL_PATTERN.test(value) ? undefined : 'invalidEmail');
}

function consentError(raw: RawForm): FieldError | undefined {
  const value = text(raw, 'consent');
  return value === '' || value === 'false' ? 'required' : undefined;
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
    name: requiredText(values.name, LIMITS.name),
    email: emailError(values.email),
    company: requiredText(values.company, LIMITS.company),
    country: values.country === '' ? 'required' : isCountry(values.country) ? undefined : 'invalidChoice',
    invoices: typeof invoices === 'string' ? invoices : undefined,
    message: values.message.length > LIMITS.message ? 'tooLong' : undefined,
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
  const errors = withoutUndefined({ email: emailError(email), consent: consentError(raw) });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { email, consent: true } };
}

/** The site's forms by the name they post as (Netlify's `form-name`). */
export const FORM_VALIDATORS = {
  'book-demo': validateBookDemo,
  newsletter: validateNewsletter,
} as const;

export type FormName = keyof typeof FORM_VALIDATORS;

/** Narrows an untrusted `form-name` to one of ours. */
export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && Object.hasOwn(FORM_VALIDATORS, value);
}
