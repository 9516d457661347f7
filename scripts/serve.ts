/**
 * `npm run serve`: serves dist/ on PORT (default 8888) the way Netlify would, on loopback only:
 * the forms store what anyone who reaches the server posts. HOST names another address to listen
 * on (`HOST=0.0.0.0 npm start` for the local network).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formLimitsFromEnv } from './server/formLimits';
import { readNetlifyConfig } from './server/netlifyConfig';
import { createSiteServer } from './server/server';
import { DIST, ROOT } from './paths';

/** The address to listen on: HOST, or loopback. */
export function listenHost(env: NodeJS.ProcessEnv): string {
  return env.HOST || '127.0.0.1';
}

export function serveDist(port: number, host = listenHost(process.env)): void {
  if (!existsSync(join(DIST, '404.html'))) {
    console.error('dist/ is missing or incomplete: run `npm run build` (or `npm start`, which builds).');
    process.exit(1);
  }
  const server = createSiteServer({
    root: DIST,
    config: readNetlifyConfig(join(ROOT, 'netlify.toml')),
    formsFile: process.env.FORMS_FILE ?? join(ROOT, '.data', 'form-submissions.jsonl'),
    // FORMS_RATE_LIMIT (`posts/seconds` or `off`) and FORMS_MAX_BYTES; unset, the defaults hold.
    ...formLimitsFromEnv(process.env),
  });
  server.listen(port, host, () => {
    const where = host === '127.0.0.1' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    console.log(`Serving the site on http://${where}:${port}`);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) serveDist(Number(process.env.PORT ?? 8888));
