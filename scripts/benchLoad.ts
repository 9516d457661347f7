/**
 * The local server's hostile-client load rows, for `npm run bench` (after Lighthouse) and alone
 * with `npm run bench:load` (needs a build). The server runs in a process of its own, so its
 * open handles and CPU time are its own.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from '@web/shared';
import { loadRow, mixedRow, pipelinedRow, streamingRow } from './loadTest';
import { DIST, ROOT } from './paths';
import { startChildServer } from './server/testing/childServer';

export async function serverLoadRows() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const server = await startChildServer({
    root: DIST,
    configToml: readFileSync(join(ROOT, 'netlify.toml'), 'utf8'),
    formsFile: join(scratch, 'forms.jsonl'),
    formRateLimit: null,
  });
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const images = IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_QUALITIES.map((quality) => `/.netlify/images?url=/og-image.png&w=${width}&q=${quality}&fm=avif`),
    );
    // Each file compressed once before timing: the rows measure steady serving, not a first run.
    for (const path of ['/docs/billing/plans', '/og-image.png'])
      await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } }).then((response) =>
        response.arrayBuffer(),
      );
    return {
      baseline: await loadRow(origin, '/docs/billing/plans'),
      pipelined: [
        await pipelinedRow('127.0.0.1', server.port, '/docs/billing/plans', server),
        await pipelinedRow('127.0.0.1', server.port, '/og-image.png', server),
      ],
      mixed: await mixedRow(origin, '/docs/billing/plans', images),
      streaming: await streamingRow('127.0.0.1', server.port, '/docs/billing/plans', server),
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await serverLoadRows();
  console.log('Ordinary clients alone (10 connections, 5 s):');
  console.table([rows.baseline]);
  console.log('Pipelined (10 connections x 50 requests; errors must be 0, handles back to before):');
  console.table(rows.pipelined);
  console.log('Ordinary clients while 4 clients ask for new AVIF images and drop them after 150 ms:');
  console.table([rows.mixed]);
  console.log(
    "Ordinary clients while 4 clients stream after their answer (the streamers' server CPU alone):",
  );
  console.table([rows.streaming]);
  const failed =
    rows.pipelined.some((row) => row.errors > 0 || row.handlesAfter > row.handlesBefore) ||
    rows.mixed.errors > 0 ||
    rows.streaming.errors > 0;
  if (failed) process.exitCode = 1;
}
