import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MIMEType } from 'node:util';
import { contentLanguage, createTranslator, localizedPath, messagesFor, splitLocalePath } from '@web/shared';
import {
  FORM_VALIDATORS,
  formAtAction,
  type FormName,
  HONEYPOT_FIELD,
  isFormName,
  postsToOwnPage,
  type RawForm,
} from '@web/shared/forms';
import { stripScripts } from '../html';
import { carriesForm, escapeHtml, formActionPath, formPageWithErrors } from './formErrors';
import {
  appendWithinCap,
  createRateLimiter,
  DEFAULT_FORMS_FILE_MAX_BYTES,
  DEFAULT_RATE_LIMIT,
  type RateLimit,
} from './formLimits';
import { preconditionFails } from './preconditions';
import { resolveStaticFile, sendFile, sendText, validatorsOf } from './staticFiles';

/** The largest form post read, in bytes (413 over it). */
export const MAX_FORM_BYTES = 64 * 1024;

/** The most fields a post may have (the largest form has nine): more is refused (413). */
export const MAX_FORM_FIELDS = 32;

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * Whether a Content-Type names urlencoded form data in UTF-8 (the body is read as UTF-8), as
 * Node's WHATWG MIME type parser reads it: malformed parameters are ignored, as browsers do.
 */
export function isFormMediaType(header: string | undefined): boolean {
  try {
    const type = new MIMEType(header ?? '');
    const charset = type.params.get('charset')?.toLowerCase() ?? 'utf-8';
    return type.essence === FORM_MEDIA_TYPE && charset === 'utf-8';
  } catch {
    return false;
  }
}

/**
 * The client a request came from, as the rate limit counts it: IPv4 addresses in their plain
 * form (not `::ffff:1.2.3.4`), every loopback address (127.0.0.0/8, ::1) as one client, and an
 * IPv6 client by its /64 network, which one household or host is given whole. The WHATWG URL
 * parser writes an IPv6 address in its one canonical form, so only its `::` needs expanding.
 */
export function clientAddress(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (/^127\.\d+\.\d+\.\d+$/.test(address)) return 'loopback';
  if (!address.includes(':')) return address;
  let canonical: string;
  try {
    canonical = new URL(`http://[${address.split('%')[0]}]`).hostname.slice(1, -1);
  } catch {
    return address;
  }
  if (canonical === '::1') return 'loopback';
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Characters a reader may take for a line break or that reorder text on screen: C1 controls,
 * U+2028 and U+2029, and the bidirectional marks, embeddings, overrides and isolates.
 */
const UNSAFE_IN_A_LINE = /[\u0080-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * One stored record as one line of JSON that every reader splits the same way: the characters
 * of UNSAFE_IN_A_LINE are written as `\\uXXXX` escapes (JSON.stringify leaves them raw).
 */
export function recordLine(record: unknown): string {
  const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return `${JSON.stringify(record).replace(UNSAFE_IN_A_LINE, escape)}\n`;
}

/** What becomes of a post that was read. */
export type FormOutcome =
  | { kind: 'accepted' | 'spam' | 'full'; form: FormName }
  | { kind: 'rejected'; form: FormName | null; errors: Record<string, string> };

/**
 * Validates a post made to `form`'s action `path` by the rules the browser runs and, when it
 * passes, appends it as one JSON line to `file` if the file stays within `maxBytes`. Spam (a
 * filled honeypot) is answered like success and not stored, as Netlify Forms does.
 */
export function receivePost(
  raw: RawForm,
  {
    form,
    path,
    file,
    now = new Date(),
    maxBytes = Infinity,
  }: { form: FormName; path: string; file: string; now?: Date; maxBytes?: number },
): FormOutcome {
  if (!isFormName(raw['form-name']) || raw['form-name'] !== form)
    return { kind: 'rejected', form: null, errors: { 'form-name': 'unknownForm' } };
  const result = FORM_VALIDATORS[form](raw);
  if (!result.ok)
    return result.spam
      ? { kind: 'spam', form }
      : { kind: 'rejected', form, errors: result.errors as Record<string, string> };
  // A form posting to its own page (the docs' feedback) must name that page: nobody files an
  // answer under another page.
  if (postsToOwnPage(form) && (result.values as { page?: string }).page !== path)
    return { kind: 'rejected', form, errors: { page: 'invalidChoice' } };
  const line = recordLine({ form, receivedAt: now.toISOString(), values: result.values });
  return { kind: appendWithinCap(file, line, maxBytes) ? 'accepted' : 'full', form };
}

/** The messages of the site a path belongs to: the language its pages are written in. */
const messagesAt = (path: string) => messagesFor(contentLanguage(splitLocalePath(path).locale));

/** Why a whole post is refused (nothing of it stored), and the message ids of its page. */
const REFUSALS = {
  notFound: { title: 'form.refused.notFound.title', text: 'form.refused.notFound.text' },
  mediaType: { title: 'form.refused.mediaType.title', text: 'form.refused.mediaType.text' },
  tooLarge: { title: 'form.refused.tooLarge.title', text: 'form.refused.tooLarge.text' },
  limited: { title: 'form.refused.limited.title', text: 'form.refused.limited.text' },
  full: { title: 'form.refused.full.title', text: 'form.refused.full.text' },
} as const;
export type RefusalReason = keyof typeof REFUSALS;

/** Why a whole post was refused, in the language of the site it was made on: a title and a sentence. */
export function refusalNotice(reason: RefusalReason, path = '/', limit?: RateLimit, retryAfterMs = 0) {
  const translate = createTranslator(messagesAt(path));
  /** `90 seconds`, `2 minutes`: a wait, rounded up. */
  const duration = (ms: number) => {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    if (seconds === 1) return translate('form.refused.oneSecond');
    if (seconds < 120) return translate('form.refused.seconds', { count: seconds });
    return translate('form.refused.minutes', { count: Math.ceil(seconds / 60) });
  };
  const rule =
    reason === 'limited' && limit
      ? translate('form.refused.limited.rule', { max: limit.max, window: duration(limit.windowMs) })
      : '';
  const text = translate(REFUSALS[reason].text, {
    type: FORM_MEDIA_TYPE,
    wait: duration(retryAfterMs),
  });
  return { title: translate(REFUSALS[reason].title), text: rule + text };
}

/** A short page: a heading, then the body's HTML. */
function plainPage(title: string, body: string, language = 'en'): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** The page for a post refused as a whole, in the language of the site it was posted on, linking its front page. */
export function refusalPage(reason: RefusalReason, path = '/', limit?: RateLimit, retryAfterMs = 0): string {
  const { locale } = splitLocalePath(path);
  const { title, text } = refusalNotice(reason, path, limit, retryAfterMs);
  const frontPage = createTranslator(messagesAt(path))('form.refused.frontPage');
  return plainPage(
    escapeHtml(title),
    `<p>${escapeHtml(text)}</p><p><a href="${localizedPath('/', locale)}">${escapeHtml(frontPage)}</a></p>`,
    contentLanguage(locale),
  );
}

/** A plain page for an outcome whose form page the build does not have (an unknown form). */
function outcomePage(outcome: FormOutcome): string {
  if (outcome.kind !== 'rejected')
    return plainPage(
      'Thank you',
      '<p>We have received your message and will answer within one working day.</p><p><a href="/">Back to the front page</a></p>',
    );
  const messages = messagesAt('/');
  const items = Object.entries(outcome.errors).map(
    ([field, error]) =>
      `<li><strong>${escapeHtml(field)}</strong>: ${escapeHtml(messages[`form.error.${error}`] ?? error)}</li>`,
  );
  const back = outcome.form
    ? `<a href="/${outcome.form}">Return to the form</a>`
    : '<a href="/">Go to the front page</a>';
  return plainPage(
    'Please check the form',
    `<p>We could not accept the form:</p><ul>${items.join('')}</ul><p>${back}</p>`,
  );
}

/**
 * The body as UTF-8; `tooLarge` past MAX_FORM_BYTES, `gone` when the client left first. Reading
 * stops at the limit without destroying the request, so the 413 can still be sent.
 */
function readBody(req: IncomingMessage): Promise<string | 'tooLarge' | 'gone'> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) return Promise.resolve('tooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) chunks.push(chunk);
      else done('tooLarge');
    };
    const done = (result: string) => {
      req.off('data', onData);
      resolve(result);
    };
    req.on('data', onData);
    req.once('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.once('close', () => done(req.complete ? Buffer.concat(chunks).toString('utf8') : 'gone'));
  });
}

/**
 * A urlencoded body's fields, or null for more than MAX_FORM_FIELDS: counted before parsing
 * (`split` stops at the limit), so no post can make the work grow with its field count.
 */
function fieldsOf(body: string): RawForm | null {
  if (body.split('&', MAX_FORM_FIELDS + 1).length > MAX_FORM_FIELDS) return null;
  return Object.fromEntries(new URLSearchParams(body));
}

export interface FormOptions {
  /** The published folder. */
  root: string;
  /** Where accepted posts are appended, one JSON line each. */
  formsFile: string;
  /**
   * Posts per client within a window (429 past it). Every post at a form's action in the form
   * media type counts, whatever becomes of it (a refused post costs the server as much); one
   * refused with 429 does not. Null: no limit.
   */
  formRateLimit?: RateLimit | null;
  /** The size formsFile may reach, in bytes; a post that would pass it gets 507. */
  formsFileMaxBytes?: number;
  /** Milliseconds since the epoch, for the rate limit and the time stored: tests pass their own. */
  clock?: () => number;
}

/** One server's form posts: its limits, its clock and its count of posts per client. */
export function createFormHandler(options: FormOptions) {
  const { root, formsFile, clock = Date.now, formsFileMaxBytes = DEFAULT_FORMS_FILE_MAX_BYTES } = options;
  const limit = options.formRateLimit === undefined ? DEFAULT_RATE_LIMIT : options.formRateLimit;
  const take = limit ? createRateLimiter(limit, clock) : () => 0;
  const pageHtml = (path: string) => {
    const file = resolveStaticFile(root, path);
    return file?.endsWith('.html') ? readFileSync(file, 'utf8') : '';
  };

  /**
   * The form page a refused post came from (its action without `/thanks`), in its language, with
   * what was typed kept and the errors beside the fields or the notice above the form. Scripts are
   * left out: hydrating would throw the kept values away. Null when that page lacks the form.
   */
  function handBack(
    path: string,
    raw: RawForm,
    form: FormName,
    errors: Record<string, string>,
    notice?: { title: string; text: string },
  ) {
    const formPath = path.replace(/\/thanks\/?$/, '');
    const html = pageHtml(formPath);
    if (!carriesForm(html, form)) return null;
    const messages = messagesAt(formPath);
    const message = (error: string) => messages[`form.error.${error}`] ?? error;
    const skip = ['form-name', HONEYPOT_FIELD];
    return stripScripts(formPageWithErrors(html, raw, errors, message, skip, notice && { form, ...notice }));
  }

  return async function handleForm(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const refuse = (status: number, page: string) => sendText(res, status, page, 'text/html; charset=utf-8');
    /** A post refused as a whole (429, 507): its form page back with what was typed, else a plain page. */
    const refuseWhole = (status: number, reason: 'limited' | 'full', raw: RawForm | null, wait = 0) => {
      const notice = refusalNotice(reason, path, limit ?? undefined, wait);
      const page = raw && form && handBack(path, raw, form, {}, notice);
      return refuse(status, page || refusalPage(reason, path, limit ?? undefined, wait));
    };
    // A docs page takes the feedback form's posts only if the page carries that form, posting to
    // this very address (`/docs/api/` for a category, `/docs/api/changelog` for a leaf).
    const form = formAtAction(path, (name) => formActionPath(pageHtml(path), name) === path);
    if (!form) return refuse(404, refusalPage('notFound', path));
    if (!isFormMediaType(req.headers['content-type'])) return refuse(415, refusalPage('mediaType', path));
    const announced = Number(req.headers['content-length'] ?? 0);
    // Every post let through counts, whatever its outcome: a refused post costs the server as much.
    const wait = take(clientAddress(req.socket.remoteAddress));
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      // The post is read after all (within the 64 KB a closing connection reads and drops), so the
      // visitor gets the form back with what they typed; one waiting for `100 Continue` is not asked.
      const body = !req.headers.expect && announced <= MAX_FORM_BYTES ? await readBody(req) : 'tooLarge';
      if (body === 'gone' || res.destroyed) return;
      return refuseWhole(429, 'limited', body === 'tooLarge' ? null : fieldsOf(body), wait);
    }
    // Conditions are about the action's page (RFC 9110 section 13.2.2): a failing one stores nothing.
    const page = resolveStaticFile(root, path);
    if (preconditionFails('POST', req.headers, page ? validatorsOf(page) : null))
      return sendText(res, 412, 'Precondition failed: nothing was stored.');
    // A body announced over the limit is refused before it is sent: no `100 Continue` first.
    if (announced > MAX_FORM_BYTES) return refuse(413, refusalPage('tooLarge', path));
    // An HTTP/1.0 client cannot understand a 1xx answer: its `Expect` is ignored (RFC 9110 section 10.1.1).
    if (req.httpVersion !== '1.0' && req.headers.expect?.toLowerCase() === '100-continue')
      res.writeContinue();
    const body = await readBody(req);
    if (body === 'gone' || res.destroyed) {
      // The client left mid-post: ordinary, one quiet line, nothing to answer.
      console.warn(`aborted: ${req.method} ${req.url ?? ''}`);
      return;
    }
    const raw = body === 'tooLarge' ? null : fieldsOf(body);
    if (!raw) return refuse(413, refusalPage('tooLarge', path));
    const outcome = receivePost(raw, {
      form,
      path,
      file: formsFile,
      now: new Date(clock()),
      maxBytes: formsFileMaxBytes,
    });
    if (outcome.kind === 'full') return refuseWhole(507, 'full', raw);
    if (outcome.kind === 'rejected')
      return refuse(
        400,
        (outcome.form && handBack(path, raw, outcome.form, outcome.errors)) || outcomePage(outcome),
      );
    // Like Netlify Forms: answer with the page the form posted to (its action), if the build has one.
    // A thank-you page is a new answer, not a conditional one: the post's validators do not apply.
    for (const name of ['if-none-match', 'if-modified-since']) delete req.headers[name];
    if (page?.endsWith('.html')) await sendFile(req, res, root, page, 200);
    else sendText(res, 200, outcomePage(outcome), 'text/html; charset=utf-8');
  };
}
