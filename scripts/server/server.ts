import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HONEYPOT_FIELD } from '@web/shared/forms';
import { formPageWithErrors } from './formErrors';
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
import { stripScripts } from '../build/csp';
import { parseImageRequest, transformImage } from './images';
import type { NetlifyConfig } from './netlifyConfig';
import { findRedirect, headersFor } from './rules';
import { contentType, isCompressible, resolveStaticFile } from './staticFiles';

export interface ServerOptions {
  /** The published folder (dist/). */
  root: string;
  config: NetlifyConfig;
  /** Where accepted form posts are appended, one JSON line each. */
  formsFile: string;
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

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(accept: string | undefined): Encoding {
  const offered = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(offered)) return 'br';
  if (/\bgzip\b/.test(offered)) return 'gzip';
  return 'identity';
}

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

/** Sends one file with Netlify's caching defaults, compression and a weak ETag. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const stat = statSync(file);
  const type = contentType(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', type);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
  }
  const encoding = isCompressible(type) ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  if (isCompressible(type)) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding === 'identity') {
    res.writeHead(status, { 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
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
  const file = outcome.form ? resolveStaticFile(root, formPath) : null;
  const html = file?.endsWith('.html') ? readFileSync(file, 'utf8') : '';
  if (!outcome.form || !new RegExp(`<form\\b[^>]*\\sname="${outcome.form}"`).test(html))
    return outcomePage(outcome);
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
  const form = desk.screen(path, req.headers['content-type'], client);
  if (typeof form !== 'string') {
    refuse(form);
    return;
  }
  const body = await readBody(req);
  if (body === null) {
    refuse({ status: 413, page: refusalPage('tooLarge'), headers: { Connection: 'close' } });
    return;
  }
  const raw = parseFormBody(body);
  const outcome = desk.receive(raw, form, client);
  const refusal = desk.refusal(outcome);
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

async function handleImage(req: IncomingMessage, res: ServerResponse, url: URL, options: ServerOptions) {
  const request = parseImageRequest(url.searchParams);
  const source =
    request && resolveStaticFile(options.root, decodeURIComponent(request.url.split('?')[0] ?? ''));
  if (!request || !source) {
    sendText(res, 400, 'text/plain; charset=utf-8', 'Bad image request: url must be an image on this site.');
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  // Vector images need no resizing, as on Netlify.
  if (source.endsWith('.svg')) {
    sendFile(req, res, source, 200);
    return;
  }
  try {
    const { body, type } = await transformImage(readFileSync(source), request);
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    sendText(res, 400, 'text/plain; charset=utf-8', 'That file is not an image we can resize.');
  }
}

/** Serves the path from redirects, files and 404 rules, in Netlify's order. */
function handleStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  options: ServerOptions,
) {
  const { redirects } = options.config;
  const forced = findRedirect(redirects, path, true);
  const file = forced ? null : resolveStaticFile(options.root, path);
  if (file) {
    sendFile(req, res, file, 200);
    return;
  }
  const match = forced ?? findRedirect(redirects, path, false);
  if (!match) {
    sendFile(req, res, join(options.root, '404.html'), 404);
    return;
  }
  const { rule, target } = match;
  if (rule.status >= 300 && rule.status < 400) {
    const location = target.startsWith('/') && url.search ? `${target}${url.search}` : target;
    res.writeHead(rule.status, { Location: location, 'Cache-Control': 'no-store' }).end();
    return;
  }
  const rewritten = resolveStaticFile(options.root, target.split('?')[0] ?? target);
  if (rewritten) sendFile(req, res, rewritten, rule.status);
  else sendFile(req, res, join(options.root, '404.html'), 404);
}

/** The local stand-in for Netlify: the same files, rules, headers, images and forms. */
export function createSiteServer(options: ServerOptions): Server {
  const root = resolve(options.root);
  const settings = { ...options, root };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      sendText(res, 400, 'text/plain; charset=utf-8', 'Bad request.');
      return;
    }
    setHeaders(res, headersFor(settings.config.headers, path));
    const done = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'text/plain; charset=utf-8', 'Internal error.');
    };
    if (req.method === 'POST') {
      handleForm(req, res, path, settings).catch(done);
    } else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, POST' }).end();
    } else if (path === '/.netlify/images') {
      handleImage(req, res, url, settings).catch(done);
    } else {
      try {
        handleStatic(req, res, url, path, settings);
      } catch (error) {
        done(error);
      }
    }
  });
}
