import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { freePort, waitForHttp } from './ports';

const ROOT = join(import.meta.dirname, '..', '..');
const PROBE_PATH = '/__engine-probe.js';
export const PROBLEMS_KEY = '__engineProblems';

/**
 * Runs first on every page (before its CSP `<meta>`): records console errors, script errors,
 * resources that fail to load and CSP violations in sessionStorage, where they survive the
 * page's own navigations until a path reads them. Neither engine's driver reports all of these
 * (WebKitWebDriver reports none).
 */
const PROBE = `(function () {
  var KEY = ${JSON.stringify(PROBLEMS_KEY)};
  function add(problem) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(problem + ' (' + location.pathname + ')');
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {}
  }
  document.addEventListener('securitypolicyviolation', function (e) {
    add('CSP: ' + e.violatedDirective + ' blocked ' + e.blockedURI);
  });
  addEventListener('error', function (e) {
    var t = e.target;
    if (t && t !== window && t.tagName) add('failed to load: ' + t.tagName + ' ' + (t.src || t.href || ''));
    else add('page error: ' + e.message);
  }, true);
  addEventListener('unhandledrejection', function (e) {
    add('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason));
  });
  var error = console.error;
  console.error = function () {
    add('console: ' + Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
})();`;

/** Puts the probe first in the head: right after the charset, before the page's CSP `<meta>`. */
export function withProbe(html: string): string {
  const tag = `<script src="${PROBE_PATH}"></script>`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset)
    return (
      html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length)
    );
  return html.replace(/<head[^>]*>/i, (head) => head + tag);
}

/** A proxy in front of the site that adds the probe to every HTML page and serves the probe. */
function probeProxy(target: number): Server {
  return createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      outgoing.end(PROBE);
      return;
    }
    const headers = { ...incoming.headers };
    delete headers['accept-encoding'];
    const upstream = request(
      { host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.from(withProbe(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...response.headers, 'content-length': String(body.length) };
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
}

export interface Site {
  base: string;
  formsFile: string;
  stop(): void;
}

/** Serves dist/ (`npm run serve`) on a free port, behind the probe proxy on another. */
export async function startSite(outDir: string): Promise<Site> {
  const [sitePort, proxyPort] = [await freePort(), await freePort()];
  const formsFile = join(outDir, 'form-submissions.jsonl');
  const server: ChildProcess = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(sitePort), FORMS_FILE: formsFile, FORMS_RATE_LIMIT: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const proxy = probeProxy(sitePort);
  const stop = () => {
    proxy.close();
    server.kill();
  };
  try {
    await waitForHttp(`http://127.0.0.1:${sitePort}/`);
    await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  } catch (error) {
    stop();
    throw error;
  }
  return { base: `http://localhost:${proxyPort}`, formsFile, stop };
}
