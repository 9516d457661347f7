/**
 * `npm run dev`: both apps' dev servers behind one origin on PORT (default 8888). The marketing
 * Vite server listens there itself and proxies /docs to Docusaurus (`server.proxy` in
 * marketing/vite.config.ts, WebSocket upgrades included); its own hot reload needs no proxy.
 *
 * Both listen on loopback: Vite on `localhost` unless HOST names another address
 * (`HOST=0.0.0.0 npm run dev` for the network), Docusaurus on 127.0.0.1 always, since only the
 * proxy talks to it. Both refuse a Host that is not a loopback name or an IP address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './paths';

const port = Number(process.env.PORT ?? 8888);
/** Docusaurus's own port; only the proxy talks to it. */
const DOCS_PORT = Number(process.env.DOCS_PORT ?? 3001);
const host = process.env.HOST;

/** Starts an npm script in its own process group, so stopping it stops the server under npm too. */
function start(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn('npm', args, { cwd: ROOT, stdio: 'inherit', env, detached: true });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `${args.slice(0, 4).join(' ')} stopped (${signal ?? `exit ${code}`}): stopping the dev site.`,
    );
    stop(1);
  });
  return child;
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}

const children = [
  start(
    [
      'run',
      'dev',
      '-w',
      '@web/marketing',
      '--',
      '--port',
      String(port),
      '--strictPort',
      ...(host ? ['--host', host] : []),
    ],
    { ...process.env, DOCS_DEV_PORT: String(DOCS_PORT) },
  ),
  start(['run', 'dev', '-w', '@web/docs-site', '--', '--port', String(DOCS_PORT), '--host', '127.0.0.1']),
];
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
console.log(`Dev site on http://localhost:${port} (marketing /, docs /docs/)`);
