/**
 * One prerender thread (prerender.ts): imports the server build, renders its share of the paths
 * through React Router's request handler one after the other, and writes each page. A page that
 * does not render at 200 fails the build, naming its path.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { pageFile, requestPath } from './paths';

export interface RenderJob {
  serverBuild: string;
  clientDir: string;
  paths: string[];
}

export type RenderReport = { pages: number; ms: number } | { failed: string };

const { serverBuild, clientDir, paths } = workerData as RenderJob;
const started = Date.now();
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

async function render(path: string): Promise<void> {
  const response = await handle(new Request(`http://localhost${requestPath(path)}`));
  const html = await response.text();
  if (response.status !== 200) {
    // A thrown error is logged above by React Router's handler; a 404 is a path no route matches.
    throw new Error(`${path} rendered with status ${response.status}`);
  }
  const file = join(clientDir, pageFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

let report: RenderReport;
try {
  for (const path of paths) await render(path);
  report = { pages: paths.length, ms: Date.now() - started };
} catch (error) {
  report = { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort!.postMessage(report);
