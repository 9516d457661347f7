/**
 * Writes every marketing page as static HTML from React Router's server build, in worker
 * threads (docs/decisions/2026-11-28-marketing-prerender.md).
 *
 * React Router's own prerender (`prerender` in react-router.config.ts with `ssr: false`) matched
 * each path against the whole route tree three times before rendering it, flattening and
 * ranking the ~250 routes each time: 26 s of the marketing build's 91 s CPU, and one core only.
 * Here each path goes through the same request handler, once, on every core.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { prerenderPaths, shares } from './paths';
import type { RenderJob, RenderReport } from './renderWorker';

const MARKETING = join(import.meta.dirname, '..');

/**
 * A thread starts without tsx's loader (Node 20 neither inherits it nor applies `--import` before
 * a worker's entry), so its entry is a script. It imports the server build and React Router
 * natively, the loop in renderWorker.ts through tsx, and hands the loop React Router's handler.
 * (Loading the build through tsx as well cost 6 s of the prerender's 55 s of CPU.)
 */
const THREAD_ENTRY = `
const { pathToFileURL } = require('node:url');
const { workerData } = require('node:worker_threads');
const started = Date.now();
Promise.all([
  import(pathToFileURL(workerData.serverBuild).href),
  import('react-router'),
  import('tsx/esm/api').then(({ tsImport }) =>
    tsImport(${JSON.stringify(new URL('./renderWorker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}),
  ),
]).then(([build, { createRequestHandler }, { renderShare }]) =>
  renderShare(createRequestHandler(build, 'production'), started),
);
`;

function renderInThread(job: RenderJob): Promise<RenderReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD_ENTRY, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`a prerender thread exited with code ${code} before reporting`)),
    );
  });
}

// The threads take their environment from here: React's production server renderer, as in
// React Router's own prerender (the development one took 2.5 times as long per page).
process.env.NODE_ENV = 'production';

const started = Date.now();
const paths = prerenderPaths();
const threads = Math.min(4, availableParallelism());
const reports = await Promise.all(
  shares(paths, threads).map((share) =>
    renderInThread({
      serverBuild: join(MARKETING, 'build', 'server', 'index.js'),
      clientDir: join(MARKETING, 'build', 'client'),
      paths: share,
    }),
  ),
);
const failures = reports.flatMap((report) => ('failed' in report ? [report.failed] : []));
if (failures.length > 0) {
  console.error(`Prerender failed:\n${failures.join('\n\n')}`);
  process.exit(1);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perThread = reports
  .map((report) => ('ms' in report ? `${report.pages} in ${seconds(report.ms)}` : ''))
  .join(', ');
console.log(
  `Prerendered ${paths.length} pages in ${seconds(Date.now() - started)} on ${threads} threads (${perThread}).`,
);
