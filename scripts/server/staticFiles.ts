import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import send from 'send';
import { encodedCopy } from '../files/encoded';
import { contentType, isCompressible } from '../files/types';
import { whenItsTurn } from './connections';
import { pickEncoding } from './negotiation';
import { encodePath } from './requestTarget';
import { preconditionFails, type Validators } from './preconditions';

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The file under `root` that answers a URL path, as Netlify's pretty URLs would: `/x` and
 * `/x/` both find `x.html` or `x/index.html`. Returns null for nothing or for a path that
 * would climb out of `root`.
 */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0')) return null;
  const relative = normalize(urlPath).replace(/^[/\\]+/, '');
  if (relative.split(sep).includes('..')) return null;
  const base = join(root, relative);
  if (!base.startsWith(root)) return null;
  const trimmed = base.endsWith(sep) ? base.slice(0, -1) : base;
  const candidates = urlPath.endsWith('/')
    ? [join(base, 'index.html'), `${trimmed}.html`]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** A file's validators: a weak ETag from its size and time (send's own form), and that time. */
export function validatorsOf(file: string): Validators {
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
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  file: string,
  status: number,
): Promise<void> {
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
  if (status === 200 && mayFail && preconditionFails(req.method ?? 'GET', req.headers, validatorsOf(body)))
    return sendText(res, 412, 'Precondition failed.');
  if (copy) res.setHeader('Content-Encoding', encoding);
  // A pipelined response opens its file only when its turn comes: one waiting behind others
  // holds no handle, and one whose connection closes first never opens it.
  if (!(await whenItsTurn(res))) return;
  res.statusCode = status;
  const validated = status === 200;
  // send takes a URL path (it decodes it): each segment is encoded so a `%` in a name stays one.
  const options = { acceptRanges: false, cacheControl: false, etag: validated, lastModified: validated };
  send(req, encodePath(body), { ...options, index: false, dotfiles: 'allow' })
    .on('error', (error: Error) => {
      // The file went between finding it and opening it (a rebuild): nothing sensible to send but 500.
      console.error(`error sending ${file}: ${error.message}`);
      if (!res.headersSent) sendText(res, 500, 'Internal error.');
      else res.destroy();
    })
    .pipe(res);
}
