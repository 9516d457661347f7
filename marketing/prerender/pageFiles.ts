import { join } from 'node:path';

/**
 * A path's request and file. Apart from paths.ts, which lists the paths, so that a render
 * thread loads nothing but these two and Node's own modules through tsx (renderWorker.ts).
 */

/** The request a path is rendered from, as React Router's own prerender made it: `/pricing` → `/pricing/`. */
export function requestPath(path: string): string {
  return `${path}/`.replace(/\/\/+/g, '/');
}

/** Where a path's page is written under the client build: `/pricing` → `pricing/index.html`. */
export function pageFile(path: string): string {
  return join(...requestPath(path).split('/'), 'index.html');
}
