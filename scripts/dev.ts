/**
 * `npm run dev`: both apps' dev servers behind one origin on PORT (default 8888):
 * /docs/ goes to Docusaurus, everything else to the React Router dev server.
 */
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { ROOT } from './paths';

const port = Number(process.env.PORT ?? 8888);
const MARKETING_PORT = 5173;
const DOCS_PORT = 3001;

const children = [
  spawn(
    'npm',
    ['run', 'dev', '-w', '@web/marketing', '--', '--port', String(MARKETING_PORT), '--strictPort'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@web/docs-site'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const proxy = createServer((req, res) => {
  const target = req.url?.startsWith('/docs') ? DOCS_PORT : MARKETING_PORT;
  const upstream = request(
    { host: 'localhost', port: target, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('The dev server is still starting; reload in a moment.');
  });
  req.pipe(upstream);
});
// Vite's hot reload speaks WebSocket: pass upgrades through to the marketing server.
proxy.on('upgrade', (req, socket, head) => {
  const target = req.url?.startsWith('/docs') ? DOCS_PORT : MARKETING_PORT;
  const upstream = request({ host: 'localhost', port: target, path: req.url, headers: req.headers });
  upstream.on('upgrade', (answer, upstreamSocket) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\n${Object.entries(answer.headers)
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join('\r\n')}\r\n\r\n`,
    );
    upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
  });
  upstream.on('error', () => socket.destroy());
  upstream.end();
});
proxy.listen(port, () => console.log(`Dev site on http://localhost:${port} (marketing /, docs /docs/)`));
