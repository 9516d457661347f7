import {
  contentLanguage,
  createTranslator,
  localizedPath,
  messagesFor,
  splitLocalePath,
  type Translate,
} from '@web/shared';
import {
  FORM_VALIDATORS,
  formAtAction,
  type FormName,
  isFormName,
  postsToOwnPage,
  type RawForm,
} from '@web/shared/forms';
import { escapeHtml } from './formErrors';
import {
  appendWithinCap,
  DEFAULT_FORMS_FILE_MAX_BYTES,
  DEFAULT_RATE_LIMIT,
  type RateLimit,
  RateLimiter,
} from './formLimits';

/** What the server answers to a form post. */
export type FormOutcome =
  | { kind: 'accepted'; form: string }
  | { kind: 'spam'; form: string }
  | { kind: 'rejected'; form: string | null; errors: Record<string, string> }
  /** The submissions file has reached its size cap (507). */
  | { kind: 'full'; form: string };

/** How a post is received: which form its address belongs to, the clock and the file's cap. */
export interface PostOptions {
  /** The form whose action the post was made to: a post naming another form is refused. */
  form?: FormName;
  now?: Date;
  /** The size the submissions file may reach; a post that would pass it is not stored. */
  maxBytes?: number;
  /**
   * The address the post was made to. A form that posts to its own page (the docs' feedback)
   * must name that page in its `page` field, so nobody files an answer under another page.
   */
  path?: string;
}

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * Whether a Content-Type header names urlencoded form data: the type matched exactly and
 * case-insensitively, parameters well formed, and a charset, if given, UTF-8 (the body is read
 * as UTF-8). `…-urlencoded-foo`, `text/plain` and `multipart/form-data` are not.
 */
export function isFormMediaType(header: string | undefined): boolean {
  const [type = '', ...parameters] = (header ?? '').split(';');
  if (type.trim().toLowerCase() !== FORM_MEDIA_TYPE) return false;
  return parameters.every((parameter) => {
    if (parameter.trim() === '') return true;
    const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)=("?)([^"]*)\2\s*$/.exec(parameter);
    if (!match) return false;
    const [, name = '', , value = ''] = match;
    return name.toLowerCase() !== 'charset' || value.toLowerCase() === 'utf-8';
  });
}

/** An IPv6 address's eight groups, `::` expanded and an IPv4 tail written as two groups. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map(
    (group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN),
  );
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * The client a request came from, as the rate limit counts it: IPv4 addresses in their plain
 * form (not `::ffff:1.2.3.4`), every loopback address (127.0.0.0/8, ::1) as one client, and an
 * IPv6 client by its /64 network, which one household or host is given whole.
 */
export function clientAddress(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (/^127\.\d+\.\d+\.\d+$/.test(address)) return 'loopback';
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return 'loopback';
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Characters a reader may take for a line break or that reorder text on screen: C1 controls,
 * U+2028 and U+2029, and the bidirectional marks, embeddings, overrides and isolates.
 */
const UNSAFE_IN_A_LINE = /[\u0080-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * One stored record as one line of JSON that every reader splits the same way: the characters
 * of UNSAFE_IN_A_LINE are written as `\\uXXXX` escapes (JSON.stringify leaves them raw), so the
 * values read back unchanged while the file shows and splits as one record per line.
 */
export function recordLine(record: unknown): string {
  return `${JSON.stringify(record).replace(
    UNSAFE_IN_A_LINE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}\n`;
}

/** Turns a urlencoded body into the raw values the shared validators read. */
export function parseFormBody(body: string): RawForm {
  const values: RawForm = {};
  for (const [name, value] of new URLSearchParams(body)) values[name] = value;
  return values;
}

/**
 * Validates a post by the same rules the browser runs and, when it passes, appends it as one
 * JSON line to `dataFile`, if the file has room under its cap. Spam (a filled honeypot) is
 * answered like success and not stored, as Netlify Forms does. The rate limit is not this
 * function's: FormDesk.screen counts every post before it is read.
 */
export function handleFormPost(raw: RawForm, dataFile: string, options: PostOptions = {}): FormOutcome {
  const { now = new Date(), maxBytes = Infinity } = options;
  const form = raw['form-name'];
  if (!isFormName(form) || (options.form !== undefined && form !== options.form)) {
    return { kind: 'rejected', form: null, errors: { 'form-name': 'unknownForm' } };
  }
  const result = FORM_VALIDATORS[form](raw);
  if (!result.ok) {
    if (result.spam) return { kind: 'spam', form };
    return { kind: 'rejected', form, errors: result.errors as Record<string, string> };
  }
  if (
    postsToOwnPage(form) &&
    options.path !== undefined &&
    (result.values as { page?: string }).page !== options.path
  ) {
    return { kind: 'rejected', form, errors: { page: 'invalidChoice' } };
  }
  const line = recordLine({ form, receivedAt: now.toISOString(), values: result.values });
  if (!appendWithinCap(dataFile, line, maxBytes)) return { kind: 'full', form };
  return { kind: 'accepted', form };
}

/** What a server's options say about forms (ServerOptions has these fields). */
export interface FormDeskOptions {
  formsFile: string;
  formRateLimit?: RateLimit | null;
  formsFileMaxBytes?: number;
  clock?: () => number;
}

/** A post refused as a whole (nothing of it stored): the status, a short page and any headers. */
export interface Refusal {
  status: number;
  page: string;
  headers?: Record<string, string>;
  /** For a post refused as a whole (429, 507): the form, and why, to hand its page back with. */
  handBack?: { form: string; notice: { title: string; text: string } };
}

/** One server's form handling: its limits, its clock and its count of posts per client. */
export class FormDesk {
  readonly limiter: RateLimiter | null;
  readonly maxBytes: number;
  private readonly clock: () => number;

  constructor(private readonly options: FormDeskOptions) {
    this.clock = options.clock ?? Date.now;
    const limit = options.formRateLimit === undefined ? DEFAULT_RATE_LIMIT : options.formRateLimit;
    this.limiter = limit ? new RateLimiter(limit, this.clock) : null;
    this.maxBytes = options.formsFileMaxBytes ?? DEFAULT_FORMS_FILE_MAX_BYTES;
  }

  /**
   * The form a post is for, or why it is refused before reading it: an address that is no
   * form's action (404), a body that is not urlencoded (415), a client over its limit (429).
   * A post let through is counted against the client's limit.
   * `pageCarries` says whether the built page at `path` holds a form (a docs page is the
   * feedback form's action only if it carries the form).
   */
  screen(
    path: string,
    contentType: string | undefined,
    client: string,
    pageCarries: (form: FormName) => boolean = () => false,
  ): FormName | Refusal {
    const form = formAtAction(path, pageCarries);
    if (!form) return { status: 404, page: refusalPage('notFound', path) };
    if (!isFormMediaType(contentType)) return { status: 415, page: refusalPage('mediaType', path) };
    const wait = this.limiter?.waitFor(client) ?? 0;
    if (wait > 0) return this.limited(wait, path, form);
    // Every post let through counts, whatever its outcome: a refused post costs the server
    // as much as an accepted one, so a client cannot post refused bodies without end.
    this.limiter?.take(client);
    return form;
  }

  /** Validates and stores a post made to `form`'s action, the address `path` (`screen` counted it). */
  receive(raw: RawForm, form: FormName, path?: string): FormOutcome {
    return handleFormPost(raw, this.options.formsFile, {
      form,
      path,
      now: new Date(this.clock()),
      maxBytes: this.maxBytes,
    });
  }

  /** The answer to an outcome that has no page in the build: the file full. */
  refusal(outcome: FormOutcome, path = '/'): Refusal | null {
    if (outcome.kind === 'full')
      return {
        status: 507,
        page: refusalPage('full', path),
        handBack: { form: outcome.form, notice: refusalNotice('full', path) },
      };
    return null;
  }

  private limited(retryAfterMs: number, path: string, form: string): Refusal {
    return {
      status: 429,
      page: refusalPage('limited', path, this.limiter?.limit, retryAfterMs),
      headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
      handBack: { form, notice: refusalNotice('limited', path, this.limiter?.limit, retryAfterMs) },
    };
  }
}

const desks = new WeakMap<FormDeskOptions, FormDesk>();

/**
 * The desk of the server with these options. A server passes the same options object to every
 * request, so the count of posts per client lives as long as the server does.
 */
export function formDeskFor(options: FormDeskOptions): FormDesk {
  let desk = desks.get(options);
  if (!desk) {
    desk = new FormDesk(options);
    desks.set(options, desk);
  }
  return desk;
}

/** The messages of the site a path belongs to: the language its pages are written in. */
function messagesAt(path: string) {
  return messagesFor(contentLanguage(splitLocalePath(path).locale));
}

/** A form error's text in the language of the page at `path` (the same messages the browser shows). */
export function errorMessage(path: string): (error: string) => string {
  const messages = messagesAt(path);
  return (error) => messages[`form.error.${error}`] ?? error;
}

/** A short page in a language: a heading, then the body's HTML. */
function plainPage(title: string, body: string, language = 'en'): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** `90 seconds`, `2 minutes`: a wait, rounded up, in the page's language. */
function duration(ms: number, translate: Translate): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds === 1) return translate('form.refused.oneSecond');
  if (seconds < 120) return translate('form.refused.seconds', { count: seconds });
  return translate('form.refused.minutes', { count: Math.ceil(seconds / 60) });
}

/** Why a whole post is refused, and the message ids of its page. */
const REFUSALS = {
  notFound: { title: 'form.refused.notFound.title', text: 'form.refused.notFound.text' },
  mediaType: { title: 'form.refused.mediaType.title', text: 'form.refused.mediaType.text' },
  tooLarge: { title: 'form.refused.tooLarge.title', text: 'form.refused.tooLarge.text' },
  limited: { title: 'form.refused.limited.title', text: 'form.refused.limited.text' },
  full: { title: 'form.refused.full.title', text: 'form.refused.full.text' },
} as const;

/** Why a whole post was refused, in the language of the site it was made on: a title and a sentence. */
export function refusalNotice(
  reason: keyof typeof REFUSALS,
  path = '/',
  limit?: RateLimit,
  retryAfterMs = 0,
): { title: string; text: string } {
  const translate = createTranslator(messagesAt(path));
  const { title, text } = REFUSALS[reason];
  const rule =
    reason === 'limited' && limit
      ? translate('form.refused.limited.rule', {
          max: limit.max,
          window: duration(limit.windowMs, translate),
        })
      : '';
  const body = translate(text, { type: FORM_MEDIA_TYPE, wait: duration(retryAfterMs, translate) });
  return { title: translate(title), text: rule + body };
}

/**
 * The page for a post refused as a whole (nothing of it was stored), in the language of the
 * site the post was made on (`path`, the address it was posted to), linking that site's front page.
 */
export function refusalPage(
  reason: keyof typeof REFUSALS,
  path = '/',
  limit?: RateLimit,
  retryAfterMs = 0,
): string {
  const { locale } = splitLocalePath(path);
  const { title, text } = refusalNotice(reason, path, limit, retryAfterMs);
  const home = localizedPath('/', locale);
  const frontPage = createTranslator(messagesAt(path))('form.refused.frontPage');
  return plainPage(
    escapeHtml(title),
    `<p>${escapeHtml(text)}</p><p><a href="${home}">${escapeHtml(frontPage)}</a></p>`,
    contentLanguage(locale),
  );
}

/** A plain page for outcomes that have no page of their own in the build (an unknown form). */
export function outcomePage(outcome: FormOutcome): string {
  if (outcome.kind === 'full') return refusalPage('full', '/');
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
  return plainPage(title, body);
}
