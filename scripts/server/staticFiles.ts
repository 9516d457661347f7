import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The docs' Markdown twins (netlify.toml says the same for /docs/*.md).
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  // React Router's prerendered loader data for client-side navigation.
  '.data': 'text/x-script',
};

/** The Content-Type for a file name. */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether a response of this type is worth compressing. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|atom\+xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
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
