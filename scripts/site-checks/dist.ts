import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built site the checks in this folder read. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Fails with a clear message when there is no build to check. */
export function requireDist(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`no built site at ${DIST}: run \`npm run build\` first`);
  }
}

/**
 * Every file Netlify publishes from the built site, as paths relative to dist/ with forward
 * slashes: dot files and folders (the build stamp, the local server's compressed copies) are
 * not published, /.well-known excepted.
 */
export function distFiles(): string[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.') && part !== '.well-known'));
}

/** A built file's text. */
export function readDist(path: string): string {
  return readFileSync(join(DIST, path), 'utf8');
}

/**
 * A built page up to the end of its head, for checks that read only its title, meta tags or
 * links: the body is most of a page's bytes, and parsing whole pages made each such pass over
 * the site's 1,542 pages take 15-20 s.
 */
export function readDistHead(path: string): string {
  return headOf(readDist(path));
}

/** A page's text up to the end of its head; the whole page when it has no `</head>`. */
export function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : html.slice(0, end + '</head>'.length);
}
