import { Agent, request } from 'node:http';

/** One load row of the bench: how a path holds up under steady concurrent requests. */
export interface LoadRow {
  path: string;
  requests: number;
  requestsPerSecond: number;
  p97_5Ms: number;
  errors: number;
}

/** The value below which `share` (0-1) of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? NaN;
}

function once(agent: Agent, url: URL): Promise<{ ms: number; ok: boolean }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          ok: (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 400,
        }),
      );
    });
    req.on('error', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: false }));
    req.end();
  });
}

/**
 * Sends requests to `origin + path` from `connections` keep-alive connections for `seconds`,
 * and reports requests per second, the 97.5th percentile latency and the errors (any failed
 * connection or status outside 2xx-3xx). Used by `npm run bench`, never by `npm test`.
 */
export async function loadRow(origin: string, path: string, seconds = 5, connections = 10): Promise<LoadRow> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, origin);
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < stopAt) {
        const { ms, ok } = await once(agent, url);
        latencies.push(ms);
        if (!ok) errors += 1;
      }
    }),
  );
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p97_5Ms: Number(percentile(latencies, 0.975).toFixed(1)),
    errors,
  };
}
