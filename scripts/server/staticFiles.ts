import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

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
