/**
 * `npm run dev`: both apps' dev servers behind one origin on PORT (default 8888). The marketing
 * Vite server listens there itself and proxies /docs to Docusaurus (`server.proxy` in
 * marketing/vite.config.ts, WebSocket upgrades included); its own hot reload needs no proxy.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './paths';

const port = Number(process.env.PORT ?? 8888);
/** Docusaurus's own port; only the proxy talks to it. */
const DOCS_PORT = Number(process.env.DOCS_PORT ?? 3001);

const children = [
  spawn('npm', ['run', 'dev', '-w', '@web/marketing', '--', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DOCS_DEV_PORT: String(DOCS_PORT) },
  }),
  spawn('npm', ['run', 'dev', '-w', '@web/docs-site', '--', '--port', String(DOCS_PORT)], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Dev site on http://localhost:${port} (marketing /, docs /docs/)`);
