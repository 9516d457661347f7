import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HONEYPOT_FIELD } from '@web/shared/forms';
import { carriesForm, formPageWithErrors } from './formErrors';
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
import { ImageRefused, type TransformedImage } from './images';
import { defaultImageService, type ImageService } from './imageService';
import type { NetlifyConfig } from './netlifyConfig';
import { type Encoding, etagMatches, pickEncoding } from './negotiation';
import { createNetlifyRules, type NetlifyRules } from './netlifyRules';
import { parseRequestTarget } from './requestTarget';
import { contentType, isCompressible, resolveStaticFile } from './staticFiles';

export interface ServerOptions {
  /** The published folder (dist/). */
  root: string;
  config: NetlifyConfig;
  /** Where accepted form posts are appended, one JSON line each. */
  formsFile: string;
  /** The image endpoint's guards, queue and cache; by default the shared one (`.cache/images/`). */
  images?: ImageService;
  /**
   * Accepted form posts per client address within a window; null for no limit. Over it a post
   * gets 429. Default DEFAULT_RATE_LIMIT (formLimits.ts): 10 per 10 minutes.
   */
  formRateLimit?: RateLimit | null;
  /**
   * The size formsFile may reach, in bytes; a post that would pass it gets 507 and the file stays
   * as it is. Default DEFAULT_FORMS_FILE_MAX_BYTES (formLimits.ts): 10 MiB.
   */
  formsFileMaxBytes?: number;
  /** Milliseconds since the epoch, for the rate limit and the time stored: tests pass their own. */
  clock?: () => number;
}

const MAX_FORM_BYTES = 64 * 1024;

/** Compressed bodies by file, encoding and modification time: each file is compressed once. */
const compressedCache = new Map<string, Buffer>();

function encodedBody(file: string, mtimeMs: number, encoding: Exclude<Encoding, 'identity'>): Buffer {
  const key = `${file}|${encoding}|${mtimeMs}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** One line for a download the client dropped: ordinary, not worth a stack trace. */
function logAborted(req: IncomingMessage, error: NodeJS.ErrnoException): void {
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') console.warn(`aborted: ${req.method} ${req.url ?? ''}`);
  else console.warn(`stream error on ${req.method} ${req.url ?? ''}: ${error.message}`);
}

/** Sends one file with Netlify's caching defaults, compression and a weak ETag. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const stat = statSync(file);
  // A Content-Type from netlify.toml's headers (the feeds are Atom, the Markdown twins text/markdown) wins for the file its path names, as on Netlify;
  // a not-found page keeps its own (text/html).
  const declared = res.getHeader('Content-Type');
  const type = status === 200 && typeof declared === 'string' ? declared : contentType(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Accept-Ranges', 'none');
  // A not-found answer must never be cached for a year, whatever the path's rules say.
  if (status !== 200 || !res.hasHeader('Cache-Control'))
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304).end();
      return;
    }
  }
  const encoding = isCompressible(type) ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  if (isCompressible(type)) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding === 'identity') {
    res.writeHead(status, { 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    // pipeline closes the file when the client goes away mid-download (no leaked handles).
    else
      pipeline(createReadStream(file), res, (error) => {
        if (error) logAborted(req, error);
      });
    return;
  }
  const body = encodedBody(file, stat.mtimeMs, encoding);
  res.writeHead(status, { 'Content-Encoding': encoding, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** The body as UTF-8, or null when it is larger than a form may be (the rest is not kept). */
async function readBody(req: IncomingMessage): Promise<string | null> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
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

async function handleForm(req: IncomingMessage, res: ServerResponse, path: string, options: ServerOptions) {
  const desk = formDeskFor(options);
  const client = clientAddress(req.socket.remoteAddress);
  const refuse = ({ status, page, headers = {} }: Refusal) => {
    setHeaders(res, headers);
    sendText(res, status, 'text/html; charset=utf-8', page);
  };
  // A docs page takes the feedback form's posts only if the page carries that form.
  const form = desk.screen(path, req.headers['content-type'], client, (name) =>
    carriesForm(pageHtml(options.root, path), name),
  );
  if (typeof form !== 'string') {
    refuse(form);
    return;
  }
  const body = await readBody(req);
  if (body === null) {
    refuse({ status: 413, page: refusalPage('tooLarge', path), headers: { Connection: 'close' } });
    return;
  }
  const raw = parseFormBody(body);
  const outcome = desk.receive(raw, form, client, path);
  const refusal = desk.refusal(outcome, path);
  if (refusal) {
    refuse(refusal);
    return;
  }
  if (outcome.kind === 'rejected') {
    sendText(res, 400, 'text/html; charset=utf-8', refusedPage(outcome, raw, path, options.root));
    return;
  }
  // Like Netlify Forms: answer with the page the form posted to (its action), if the build has one.
  const page = resolveStaticFile(options.root, path);
  if (page?.endsWith('.html')) sendFile(req, res, page, 200);
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
  const source = resolveStaticFile(options.root, request.path);
  if (!source) {
    sendText(res, 400, 'text/plain; charset=utf-8', 'Bad image request: url must be an image on this site.');
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // Vector images need no resizing, as on Netlify.
  if (source.endsWith('.svg')) {
    sendFile(req, res, source, 200);
    return;
  }
  let image: TransformedImage;
  try {
    // From the disk cache, or made in the queue (a limited number of transforms at once).
    image = await images.render(source, request);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    sendText(res, 400, 'text/plain; charset=utf-8', error.message);
    return;
  }
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
  const notFound = () => sendFile(req, res, join(root, '404.html'), 404);
  if (isHidden(path)) {
    notFound();
    return;
  }
  // Netlify's order: a forced rule, then an existing file, then the other rules. Without forced
  // rules an existing file is served without asking the rules at all.
  let decision = rules.hasForcedRules ? await rules.decide(path, search) : undefined;
  const file = decision?.force ? null : resolveStaticFile(root, path);
  if (file) {
    sendFile(req, res, file, 200);
    return;
  }
  if (decision === undefined) decision = await rules.decide(path, search);
  if (!decision) {
    notFound();
    return;
  }
  if (decision.redirect) {
    res.writeHead(decision.status, { Location: decision.location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  const target = resolveStaticFile(root, decision.targetPath);
  if (target && !isHidden(decision.targetPath)) sendFile(req, res, target, decision.status);
  else notFound();
}

/** The local stand-in for Netlify: the same files, rules, headers, images and forms. */
export function createSiteServer(options: ServerOptions): Server {
  const root = resolve(options.root);
  const settings = { ...options, root };
  const rules = createNetlifyRules(options.config, root);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = parseRequestTarget(req.url);
    if (!target) {
      setHeaders(res, await rules.headersFor('/'));
      sendText(
        res,
        400,
        'text/plain; charset=utf-8',
        'Bad request: the address is not one this site can serve.',
      );
      return;
    }
    const { path, search } = target;
    setHeaders(res, await rules.headersFor(path));
    if (req.method === 'POST') {
      await handleForm(req, res, path, settings);
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, POST' }).end();
    } else if (path === '/.netlify/images') {
      await handleImage(req, res, new URLSearchParams(search), settings);
    } else {
      await handleStatic(req, res, path, search, root, rules);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(
        `error on ${req.method} ${req.url ?? ''}:`,
        error instanceof Error ? error.message : error,
      );
      if (!res.headersSent) sendText(res, 500, 'text/plain; charset=utf-8', 'Internal error.');
      else res.destroy();
    });
  });
  // A request Node cannot even parse (a broken request line or header) gets a plain 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return server;
}
