import { readFileSync, statSync } from 'node:fs';
import send from 'send';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type Server,
  ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { HONEYPOT_FIELD } from '@web/shared/forms';
import { carriesForm, formActionPath, formPageWithErrors, formPageWithNotice } from './formErrors';
import type { RateLimit } from './formLimits';
import {
  clientAddress,
  errorMessage,
  formDeskFor,
  type FormOutcome,
  outcomePage,
  parseFormBody,
  type Refusal,
  refusalPage,
} from './forms';
import { stripScripts } from '../html';
import {
  answerClientError,
  clientGone,
  answersBeforeBody,
  closeAfterAnswer,
  owe,
  trackConnection,
  whenItsTurn,
} from './connections';
import { tooManyFields } from './formLimits';
import { isValidHost } from './host';
import { preconditionStatus, type Validators } from './preconditions';
import { ImageCancelled, ImageQueueFull, ImageRefused, type TransformedImage } from './images';
import { defaultImageService, type ImageService } from './imageService';
import type { NetlifyConfig } from './netlifyConfig';
import { pickEncoding } from './negotiation';
import { createNetlifyRules, type NetlifyRules } from './netlifyRules';
import { parseRequestTarget } from './requestTarget';
import { encodedCopy } from '../files/encoded';
import { contentType, isCompressible } from '../files/types';
import { resolveStaticFile } from './staticFiles';

export interface ServerOptions {
  /** The published folder (dist/). */
  root: string;
  config: NetlifyConfig;
  /** Where accepted form posts are appended, one JSON line each. */
  formsFile: string;
  /** The image endpoint's guards, queue and cache; by default the shared one (`.cache/images/`). */
  images?: ImageService;
  /**
   * Form posts per client address within a window, each post the desk screens in counting
   * whether it is then stored or refused (forms.ts, FormDesk.screen); null for no limit. Over
   * it a post gets 429. Default DEFAULT_RATE_LIMIT (formLimits.ts): 10 per 10 minutes.
   */
  formRateLimit?: RateLimit | null;
  /**
   * The size formsFile may reach, in bytes; a post that would pass it gets 507 and the file stays
   * as it is. Default DEFAULT_FORMS_FILE_MAX_BYTES (formLimits.ts): 10 MiB.
   */
  formsFileMaxBytes?: number;
  /** Milliseconds since the epoch, for the rate limit and the time stored: tests pass their own. */
  clock?: () => number;
  /** How long a client may take over a request: DEFAULT_TIMEOUTS unless tests pass shorter ones. */
  timeouts?: Partial<Timeouts>;
}

/** A client's time limits, in milliseconds. */
export interface Timeouts {
  /** To send the request line and headers (then 408). */
  headersMs: number;
  /** To send the whole request, body included (then 408). */
  requestMs: number;
  /** How often the connections are checked against the two. */
  checkIntervalMs: number;
  /**
   * A connection with nothing read or written for this long is closed: a client that pipelines
   * downloads and never reads them holds its connection no longer. Long enough for a full image
   * queue to drain.
   */
  idleMs: number;
}

/** 10 s for the headers, 30 s for a whole request (a form is at most 64 KB), 2 minutes idle. */
export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 1_000,
  idleMs: 120_000,
};

const MAX_FORM_BYTES = 64 * 1024;

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A file's validators: a weak ETag from its size and time (send's own form), and that time. */
function validatorsOf(file: string): Validators {
  const stat = statSync(file);
  return {
    etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    lastModifiedMs: stat.mtimeMs,
  };
}

/**
 * Sends one file of `root` with Netlify's caching defaults and the build's compressed copy when
 * the client takes one. `send` (the static file sender Express uses) writes the validators,
 * answers If-None-Match and If-Modified-Since, HEAD and Content-Length, streams the file and
 * closes it when the client leaves.
 */
async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  file: string,
  status: number,
) {
  // A Content-Type from netlify.toml's headers (the feeds are Atom, the Markdown twins
  // text/markdown) wins for the file its path names, as on Netlify; a not-found page keeps its own.
  const declared = res.getHeader('Content-Type');
  const type = status === 200 && typeof declared === 'string' ? declared : contentType(file);
  res.setHeader('Content-Type', type);
  res.setHeader('Accept-Ranges', 'none');
  // A not-found answer must never be cached for a year, whatever the path's rules say.
  if (status !== 200 || !res.hasHeader('Cache-Control'))
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  const compressible = isCompressible(type);
  // Vary on every answer of a compressible file, 304 included (RFC 9110 section 15.4.5).
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  // The build's brotli or gzip copy when the client takes it (scripts/files/encoded.ts), else the file itself.
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const copy = encoding === 'identity' ? null : encodedCopy(root, file, encoding);
  const body = copy ?? file;
  // If-Match compares strongly (RFC 9110 section 13.1.1), so no weak tag matches; send takes a
  // weak one, so the 412s are decided here, the 304s by send. Only those two headers can give a
  // GET or HEAD a 412, so an ordinary request costs no extra stat.
  const mayFail = req.headers['if-match'] !== undefined || req.headers['if-unmodified-since'] !== undefined;
  if (
    status === 200 &&
    mayFail &&
    preconditionStatus(req.method ?? 'GET', req.headers, validatorsOf(body)) === 412
  ) {
    sendText(res, 412, 'text/plain; charset=utf-8', 'Precondition failed.');
    return;
  }
  if (copy) res.setHeader('Content-Encoding', encoding);
  // A pipelined response opens its file only when its turn comes: one waiting behind others
  // holds no handle, and one whose connection closes first never opens it.
  if (!(await whenItsTurn(res))) return;
  res.statusCode = status;
  const validated = status === 200;
  // send takes a URL path (it decodes it): each segment is encoded so a `%` in a name stays one.
  const target = body.split('/').map(encodeURIComponent).join('/');
  send(req, target, {
    acceptRanges: false,
    cacheControl: false,
    etag: validated,
    lastModified: validated,
    index: false,
    dotfiles: 'allow',
  })
    .on('error', (error: Error & { status?: number }) => {
      // The file went between finding it and opening it (a rebuild): nothing sensible to send but 500.
      console.error(`error sending ${file}: ${error.message}`);
      if (!res.headersSent) sendText(res, 500, 'text/plain; charset=utf-8', 'Internal error.');
      else res.destroy();
    })
    .pipe(res);
}

function sendText(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * The body as UTF-8; `tooLarge` when it is larger than a form may be, `gone` when the client
 * left first. Reading stops at the limit without destroying the request, so the 413 can still be
 * sent; the connection then closes after it (SiteResponse).
 */
function readBody(req: IncomingMessage): Promise<string | 'tooLarge' | 'gone'> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) return Promise.resolve('tooLarge');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: string | 'tooLarge' | 'gone') => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) finish('tooLarge');
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks).toString('utf8'));
    const onClose = () => finish(req.complete ? Buffer.concat(chunks).toString('utf8') : 'gone');
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
  });
}

/** The built page at `path` as text, or '' when there is no such HTML page. */
function pageHtml(root: string, path: string): string {
  const file = resolveStaticFile(root, path);
  return file?.endsWith('.html') ? readFileSync(file, 'utf8') : '';
}

/**
 * A refused post without JavaScript: the form page it came from (its action without `/thanks`),
 * in that page's language, with the errors beside the fields and what was typed kept. Scripts
 * are left out: hydrating would throw the kept values away. A post from anywhere else gets the
 * plain page.
 */
function refusedPage(
  outcome: Extract<FormOutcome, { kind: 'rejected' }>,
  raw: Record<string, string | undefined>,
  path: string,
  root: string,
): string {
  const formPath = path.replace(/\/thanks\/?$/, '');
  const html = pageHtml(root, formPath);
  if (!outcome.form || !carriesForm(html, outcome.form)) return outcomePage(outcome);
  return stripScripts(
    formPageWithErrors(html, raw, outcome.errors, errorMessage(formPath), ['form-name', HONEYPOT_FIELD]),
  );
}

/**
 * A post refused as a whole (429, 507) made from a form page: that page, without scripts, with
 * what was typed kept and the reason above the form. Otherwise the refusal's own plain page.
 */
function handedBack(refusal: Refusal, body: string, path: string, root: string): Refusal {
  if (!refusal.handBack || tooManyFields(body)) return refusal;
  const html = pageHtml(root, path.replace(/\/thanks\/?$/, ''));
  const { form, notice } = refusal.handBack;
  if (!carriesForm(html, form)) return refusal;
  const raw = parseFormBody(body);
  return {
    ...refusal,
    page: stripScripts(formPageWithNotice(html, raw, form, notice, ['form-name', HONEYPOT_FIELD])),
  };
}

async function handleForm(req: IncomingMessage, res: ServerResponse, path: string, options: ServerOptions) {
  const desk = formDeskFor(options);
  const client = clientAddress(req.socket.remoteAddress);
  const refuse = ({ status, page, headers = {} }: Refusal) => {
    setHeaders(res, headers);
    sendText(res, status, 'text/html; charset=utf-8', page);
  };
  // A docs page takes the feedback form's posts only if the page carries that form, posting to
  // this very address (`/docs/api/` for a category, `/docs/api/changelog` for a leaf). A post the
  // desk lets through counts toward the client's rate limit, whatever becomes of it.
  const form = desk.screen(
    path,
    req.headers['content-type'],
    client,
    (name) => formActionPath(pageHtml(options.root, path), name) === path,
  );
  if (typeof form !== 'string') {
    // Over the limit: the post is read after all (within the same 64 KB a closing connection reads
    // and drops), so the visitor gets the form back with what they typed. A client waiting for
    // `100 Continue` gets the plain page: the body is not asked for.
    const readable =
      form.handBack && !req.headers.expect && Number(req.headers['content-length'] ?? 0) <= MAX_FORM_BYTES;
    const body = readable ? await readBody(req) : 'tooLarge';
    if (body === 'gone' || res.destroyed) return;
    refuse(
      typeof body === 'string' && body !== 'tooLarge' ? handedBack(form, body, path, options.root) : form,
    );
    return;
  }
  // Conditions are about the action's page (RFC 9110 section 13.2.2): a failing one stores nothing.
  const page = resolveStaticFile(options.root, path);
  if (preconditionStatus('POST', req.headers, page ? validatorsOf(page) : null) !== 200) {
    sendText(res, 412, 'text/plain; charset=utf-8', 'Precondition failed: nothing was stored.');
    return;
  }
  // A body announced over the limit is refused before it is sent: no `100 Continue` first.
  const announced = Number(req.headers['content-length'] ?? 0);
  if (announced > MAX_FORM_BYTES) {
    refuse({ status: 413, page: refusalPage('tooLarge', path) });
    return;
  }
  // The body is read now, so a client waiting for `100 Continue` may send it. An HTTP/1.0
  // client cannot understand a 1xx answer: its `Expect` is ignored (RFC 9110 section 10.1.1).
  if (req.httpVersion !== '1.0' && req.headers.expect?.toLowerCase() === '100-continue') res.writeContinue();
  const body = await readBody(req);
  if (body === 'gone' || res.destroyed) {
    // The client left mid-post: ordinary, one quiet line, nothing to answer.
    console.warn(`aborted: ${req.method} ${req.url ?? ''}`);
    return;
  }
  if (body === 'tooLarge' || tooManyFields(body)) {
    refuse({ status: 413, page: refusalPage('tooLarge', path) });
    return;
  }
  const raw = parseFormBody(body);
  const outcome = desk.receive(raw, form, path);
  const refusal = desk.refusal(outcome, path);
  if (refusal) {
    refuse(handedBack(refusal, body, path, options.root));
    return;
  }
  if (outcome.kind === 'rejected') {
    sendText(res, 400, 'text/html; charset=utf-8', refusedPage(outcome, raw, path, options.root));
    return;
  }
  // Like Netlify Forms: answer with the page the form posted to (its action), if the build has one.
  // A thank-you page is a new answer, not a conditional one: the post's validators do not apply.
  for (const name of ['if-none-match', 'if-modified-since']) delete req.headers[name];
  if (page?.endsWith('.html')) await sendFile(req, res, options.root, page, 200);
  else sendText(res, 200, 'text/html; charset=utf-8', outcomePage(outcome));
}

async function handleImage(
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
  options: ServerOptions,
) {
  const images = options.images ?? defaultImageService();
  const parsed = images.parse(params);
  if (!parsed.ok) {
    sendText(res, 400, 'text/plain; charset=utf-8', `Bad image request: ${parsed.reason}`);
    return;
  }
  const { request } = parsed;
  // A hidden file is answered as a missing one: nothing tells a visitor it exists.
  const source = isHidden(request.path) ? null : resolveStaticFile(options.root, request.path);
  if (!source) {
    sendText(res, 400, 'text/plain; charset=utf-8', 'Bad image request: url must be an image on this site.');
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // Vector images need no resizing, as on Netlify.
  if (source.endsWith('.svg')) {
    await sendFile(req, res, options.root, source, 200);
    return;
  }
  let image: TransformedImage;
  try {
    // From the disk cache, or made in the queue (a limited number of transforms at once).
    // A transform whose client has left before its turn is dropped.
    image = await images.render(source, request, clientGone(res));
  } catch (error) {
    if (error instanceof ImageQueueFull) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      sendText(res, 503, 'text/plain; charset=utf-8', error.message);
      return;
    }
    if (error instanceof ImageCancelled) return;
    if (!(error instanceof ImageRefused)) throw error;
    sendText(res, 400, 'text/plain; charset=utf-8', error.message);
    return;
  }
  if (res.destroyed) return;
  res.writeHead(200, { 'Content-Type': image.type, 'Content-Length': image.body.length });
  res.end(req.method === 'HEAD' ? undefined : image.body);
}

/** Files the build leaves for itself, never for visitors: dot files outside /.well-known. */
function isHidden(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** Serves the path from redirects, files and 404 rules, in Netlify's order. */
async function handleStatic(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
  root: string,
  rules: NetlifyRules,
) {
  const notFound = () => sendFile(req, res, root, join(root, '404.html'), 404);
  if (isHidden(path)) {
    await notFound();
    return;
  }
  // Netlify's order: a forced rule, then an existing file, then the other rules. Without forced
  // rules an existing file is served without asking the rules at all.
  let decision = rules.hasForcedRules ? await rules.decide(path, search) : undefined;
  const file = decision?.force ? null : resolveStaticFile(root, path);
  if (file) {
    await sendFile(req, res, root, file, 200);
    return;
  }
  if (decision === undefined) decision = await rules.decide(path, search);
  if (!decision) {
    await notFound();
    return;
  }
  if (decision.redirect) {
    res.writeHead(decision.status, { Location: decision.location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  const target = resolveStaticFile(root, decision.targetPath);
  if (target && !isHidden(decision.targetPath)) await sendFile(req, res, root, target, decision.status);
  else await notFound();
}

/**
 * Every response. One made before the request's whole body was read closes its connection once
 * written, without reading whatever the client goes on sending (connections.ts,
 * closeAfterAnswer). One to a request that asked to upgrade says `Connection: close`: Node's
 * parser stops at an upgrade, so nothing after it on the connection would be read.
 */
class SiteResponse extends ServerResponse<IncomingMessage> {
  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    if (!this.headersSent) {
      if (this.req.headers.upgrade !== undefined) this.setHeader('Connection', 'close');
      else if (answersBeforeBody(this.req)) closeAfterAnswer(this);
    }
    if (typeof reasonOrHeaders === 'string') return super.writeHead(statusCode, reasonOrHeaders, headers);
    return super.writeHead(statusCode, reasonOrHeaders);
  }
}

/** Headers rawAnswer writes itself, whatever netlify.toml says. */
const OWN_HEADERS = new Set(['content-type', 'cache-control', 'content-length', 'connection']);

/** A whole response written by hand, for `clientError` (no ServerResponse exists there). */
function rawAnswer(status: number, headers: Record<string, string>): string {
  const body = `${STATUS_CODES[status] ?? 'Error'}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers)
      .filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => `${name}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The status for a request Node could not read: RFC 9110's, as Node's own handler picks it. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/** The methods the server answers, for `OPTIONS *` and 405. */
const ALLOWED = 'GET, HEAD, POST, OPTIONS';

/** The local stand-in for Netlify: the same files, rules, headers, images and forms. */
export function createSiteServer(options: ServerOptions): Server {
  const root = resolve(options.root);
  const settings = { ...options, root };
  const rules = createNetlifyRules(options.config, root);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  // The headers every answer carries (netlify.toml's for "/"), for answers made outside a request.
  let siteHeaders: Record<string, string> = {};
  void rules.headersFor('/').then((headers) => (siteHeaders = headers));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const badRequest = async (text: string) => {
      setHeaders(res, await rules.headersFor('/'));
      res.setHeader('Connection', 'close');
      sendText(res, 400, 'text/plain; charset=utf-8', `Bad request: ${text}`);
    };
    // RFC 9112 section 3.2: exactly one Host, and a valid one (Node lets repeats through). HTTP/1.0
    // did not have the header: a 1.0 request without it is valid, one with it is held to the rule.
    const hosts = req.headersDistinct.host ?? [];
    const hostOptional = req.httpVersion === '1.0' && hosts.length === 0;
    if (!hostOptional && (hosts.length !== 1 || !isValidHost(hosts[0] ?? ''))) {
      await badRequest('a request needs one valid Host header.');
      return;
    }
    // RFC 9112 section 3.2.4: the asterisk form asks about the server itself.
    if (req.url === '*') {
      setHeaders(res, await rules.headersFor('/'));
      if (req.method === 'OPTIONS') res.writeHead(200, { Allow: ALLOWED, 'Content-Length': 0 }).end();
      else await badRequest('only OPTIONS may ask about "*".');
      return;
    }
    const target = parseRequestTarget(req.url);
    if (!target) {
      await badRequest('the address is not one this site can serve.');
      return;
    }
    const { path, search } = target;
    setHeaders(res, await rules.headersFor(path));
    if (req.method === 'POST') {
      await handleForm(req, res, path, settings);
    } else if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: ALLOWED }).end();
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: ALLOWED }).end();
    } else if (path === '/.netlify/images') {
      await handleImage(req, res, new URLSearchParams(search), settings);
    } else {
      await handleStatic(req, res, path, search, root, rules);
    }
  }

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    owe(res);
    handle(req, res).catch((error: unknown) => {
      // A client that left mid-request is ordinary: one quiet line, no answer to write.
      if (req.socket.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        console.warn(`aborted: ${req.method} ${req.url ?? ''}`);
        return;
      }
      console.error(
        `error on ${req.method} ${req.url ?? ''}:`,
        error instanceof Error ? error.message : error,
      );
      if (!res.headersSent) sendText(res, 500, 'text/plain; charset=utf-8', 'Internal error.');
      else res.destroy();
    });
  }

  const server = createServer(
    {
      ServerResponse: SiteResponse,
      // Host is checked in `handle`, so a request without one gets the security headers too.
      requireHostHeader: false,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    onRequest,
  );
  server.timeout = timeouts.idleMs;
  server.on('connection', trackConnection);
  // `Expect: 100-continue`: the form handler sends 100 only for a body it will read.
  server.on('checkContinue', onRequest);
  // A request Node cannot read (a broken request line or header, a timeout): Node's own rule
  // (answer only when no response has started on the connection, 408 for a timeout, 431 for
  // headers too large, 400 otherwise), with the site's security headers. A connection that
  // sent nothing is closed without a word.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesRead === 0) {
      socket.destroy();
      return;
    }
    answerClientError(socket, rawAnswer(clientErrorStatus(error.code), siteHeaders));
  });
  return server;
}
