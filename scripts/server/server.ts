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
import { answerClientError, answersBeforeBody, closeAfterAnswer, owe } from './connections';
import { createFormHandler, type FormOptions } from './forms';
import { isValidHost } from './host';
import { createImageQueue, type ImageQueue, parseImageRequest, QUEUE_FULL } from './images';
import type { NetlifyConfig } from './netlifyConfig';
import { createNetlifyRules, type NetlifyRules } from './netlifyRules';
import { parseRequestTarget } from './requestTarget';
import { resolveStaticFile, sendFile, sendText } from './staticFiles';

export interface ServerOptions extends Omit<FormOptions, 'root'> {
  /** The published folder (dist/). */
  root: string;
  config: NetlifyConfig;
  /** The image endpoint's queue (tests pass one with their own engine and limits). */
  images?: ImageQueue;
  /** Node's per-client limits and the idle time, when tests want shorter ones than LIMITS. */
  limits?: Partial<typeof LIMITS>;
}

/**
 * Node's own limits per client: 10 s for the request line and headers and 30 s for a whole
 * request (a form is at most 64 KB), both 408, checked every second; and `idleMs`, after which a
 * connection with nothing read or written is closed (a client that pipelines downloads and never
 * reads them): long enough for a full image queue to drain.
 */
export const LIMITS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  idleMs: 120_000,
};

async function handleImage(
  req: IncomingMessage,
  res: ServerResponse,
  search: string,
  root: string,
  images: ImageQueue,
) {
  const request = parseImageRequest(new URLSearchParams(search));
  if (typeof request === 'string') return sendText(res, 400, `Bad image request: ${request}`);
  // A hidden file is answered as a missing one: nothing tells a visitor it exists.
  const source = isHidden(request.path) ? null : resolveStaticFile(root, request.path);
  if (!source) return sendText(res, 400, 'Bad image request: url must be an image on this site.');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // Vector images need no resizing, as on Netlify.
  if (source.endsWith('.svg')) return sendFile(req, res, root, source, 200);
  let image;
  try {
    // A transform whose client has left before its turn is skipped.
    image = await images(source, request, () => req.socket.destroyed);
  } catch (error) {
    // sharp could not read it, or it is over the pixel limit (sharp's words name no file paths here).
    const tooLarge = error instanceof Error && error.message.includes('pixel limit');
    return sendText(res, 400, tooLarge ? 'The image is too large to resize.' : 'Not an image we can resize.');
  }
  if (image === QUEUE_FULL) {
    res.setHeader('Retry-After', '5');
    return sendText(res, 503, 'The image service is busy: please try again in a moment.');
  }
  if (!image || res.destroyed) return;
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
  if (isHidden(path)) return notFound();
  // Netlify's order: a forced rule, then an existing file, then the other rules. Without forced
  // rules an existing file is served without asking the rules at all.
  let decision = rules.hasForcedRules ? await rules.decide(path, search) : undefined;
  const file = decision?.force ? null : resolveStaticFile(root, path);
  if (file) return sendFile(req, res, root, file, 200);
  if (decision === undefined) decision = await rules.decide(path, search);
  if (!decision) return notFound();
  if (decision.redirect)
    return void res
      .writeHead(decision.status, { Location: decision.location, 'Cache-Control': 'no-store' })
      .end();
  const target = resolveStaticFile(root, decision.targetPath);
  if (target && !isHidden(decision.targetPath)) return sendFile(req, res, root, target, decision.status);
  return notFound();
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
  const rules = createNetlifyRules(options.config, root);
  const { idleMs, ...limits } = { ...LIMITS, ...options.limits };
  const handleForm = createFormHandler({ ...options, root });
  const images = options.images ?? createImageQueue();
  // The headers every answer carries (netlify.toml's for "/"), for answers made outside a request.
  let siteHeaders: Record<string, string> = {};
  void rules.headersFor('/').then((headers) => (siteHeaders = headers));
  const setHeaders = (res: ServerResponse, headers: Record<string, string>) =>
    Object.entries(headers).forEach(([name, value]) => res.setHeader(name, value));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const badRequest = async (text: string) => {
      setHeaders(res, await rules.headersFor('/'));
      res.setHeader('Connection', 'close');
      sendText(res, 400, `Bad request: ${text}`);
    };
    // RFC 9112 section 3.2: exactly one Host, and a valid one (Node lets repeats through). HTTP/1.0
    // did not have the header: a 1.0 request without it is valid, one with it is held to the rule.
    const hosts = req.headersDistinct.host ?? [];
    const hostOptional = req.httpVersion === '1.0' && hosts.length === 0;
    if (!hostOptional && (hosts.length !== 1 || !isValidHost(hosts[0] ?? '')))
      return badRequest('a request needs one valid Host header.');
    // RFC 9112 section 3.2.4: the asterisk form asks about the server itself.
    if (req.url === '*') {
      if (req.method !== 'OPTIONS') return badRequest('only OPTIONS may ask about "*".');
      setHeaders(res, await rules.headersFor('/'));
      return void res.writeHead(200, { Allow: ALLOWED, 'Content-Length': 0 }).end();
    }
    const target = parseRequestTarget(req.url);
    if (!target) return badRequest('the address is not one this site can serve.');
    const { path, search } = target;
    setHeaders(res, await rules.headersFor(path));
    if (req.method === 'POST') await handleForm(req, res, path);
    else if (req.method === 'OPTIONS') res.writeHead(204, { Allow: ALLOWED }).end();
    else if (req.method !== 'GET' && req.method !== 'HEAD') res.writeHead(405, { Allow: ALLOWED }).end();
    else if (path === '/.netlify/images') await handleImage(req, res, search, root, images);
    else await handleStatic(req, res, path, search, root, rules);
  }

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    owe(res);
    handle(req, res).catch((error: unknown) => {
      // A client that left mid-request is ordinary: one quiet line, no answer to write.
      if (req.socket.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET')
        return console.warn(`aborted: ${req.method} ${req.url ?? ''}`);
      console.error(
        `error on ${req.method} ${req.url ?? ''}:`,
        error instanceof Error ? error.message : error,
      );
      if (!res.headersSent) sendText(res, 500, 'Internal error.');
      else res.destroy();
    });
  }

  // Host is checked in `handle`, so a request without one gets the security headers too.
  const server = createServer(
    { ...limits, ServerResponse: SiteResponse, requireHostHeader: false },
    onRequest,
  );
  server.timeout = idleMs;
  // `Expect: 100-continue`: the form handler sends 100 only for a body it will read.
  server.on('checkContinue', onRequest);
  // A request Node cannot read (a broken request line or header, a timeout): Node's statuses (408
  // for a timeout, 431 for headers too large, 400 otherwise) with the site's security headers,
  // after the responses owed before it. A connection that sent nothing is closed without a word.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesRead === 0) return socket.destroy();
    answerClientError(socket, rawAnswer(clientErrorStatus(error.code), siteHeaders));
  });
  return server;
}
