/**
 * One prerender thread's work (prerender.ts): renders its share of the paths through React
 * Router's request handler one after the other, and writes each page. A page that does not
 * render at 200 fails the build, naming its path.
 *
 * The thread's entry (THREAD_ENTRY in prerender.ts) imports the server build and React Router
 * natively and hands the handler in: through tsx's loader, every module of the build went by
 * its hooks, and each thread spent 3-4 s of CPU loading them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { RequestHandler } from 'react-router';
import { pageFile, requestPath } from './pageFiles';

export interface RenderJob {
  serverBuild: string;
  clientDir: string;
  paths: string[];
}

export type RenderReport = { pages: number; ms: number } | { failed: string };

async function render(handle: RequestHandler, clientDir: string, path: string): Promise<void> {
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

/** Renders this thread's paths with `handle`, then reports to the main thread. */
export async function renderShare(handle: RequestHandler, started: number): Promise<void> {
  const { clientDir, paths } = workerData as RenderJob;
  let report: RenderReport;
  try {
    for (const path of paths) await render(handle, clientDir, path);
    report = { pages: paths.length, ms: Date.now() - started };
  } catch (error) {
    report = { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(report);
}
