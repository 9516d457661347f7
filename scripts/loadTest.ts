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

/** What the bench can read about the server process under load. */
export interface ServerProcess {
  /** Open file descriptors of the server process. */
  handles(): number;
  /** CPU seconds the server process has used so far. */
  cpuSeconds(): number;
}

/** A pipelined run: requests per second over raw sockets, errors, and handles before and after. */
export interface PipelinedRow {
  path: string;
  connections: number;
  requestsPerConnection: number;
  requestsPerSecond: number;
  errors: number;
  handlesBefore: number;
  handlesAfter: number;
}

/** Counts the whole responses (status, Content-Length framing) in what one connection received. */
function countResponses(data: Buffer): { ok: number; bad: number } {
  let ok = 0;
  let bad = 0;
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf('\r\n\r\n', offset);
    if (end === -1) break;
    const head = data.subarray(offset, end).toString('latin1');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (end + 4 + length > data.length) break;
    if (status >= 200 && status < 400) ok += 1;
    else bad += 1;
    offset = end + 4 + length;
  }
  return { ok, bad };
}

/** Resolves when `read()` is at most `target`, or after `withinMs` with the last value. */
async function settleAt(read: () => number, target: number, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let value = read();
  while (value > target && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = read();
  }
  return value;
}

/**
 * `connections` raw connections each send `perConnection` pipelined GETs of `path` at once and
 * read every answer; errors are missing or failed answers. Handles are counted before and 1 s
 * after the connections close.
 */
export async function pipelinedRow(
  host: string,
  port: number,
  path: string,
  server: ServerProcess,
  connections = 10,
  perConnection = 50,
): Promise<PipelinedRow> {
  const { connect } = await import('node:net');
  const handlesBefore = server.handles();
  const started = process.hrtime.bigint();
  const results = await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise<{ ok: number; bad: number }>((resolve) => {
          const chunks: Buffer[] = [];
          const socket = connect({ host, port }, () => {
            const one = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\n\r\n`;
            socket.write(
              `${one.repeat(perConnection - 1)}${one.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`,
            );
          });
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.on('error', () => {});
          socket.on('close', () => resolve(countResponses(Buffer.concat(chunks))));
        }),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = results.reduce((sum, result) => sum + result.ok, 0);
  return {
    path,
    connections,
    requestsPerConnection: perConnection,
    requestsPerSecond: Math.round(ok / seconds),
    errors: connections * perConnection - ok,
    handlesBefore,
    handlesAfter: await settleAt(server.handles, handlesBefore, 1000),
  };
}

/**
 * Ordinary load on `path` while `abortedClients` keep asking for images nobody has made yet
 * (distinct widths and qualities) and drop each after `abortAfterMs`: the row's requests per
 * second and errors are the ordinary clients'.
 */
export async function mixedRow(
  origin: string,
  path: string,
  imagePaths: readonly string[],
  seconds = 5,
  abortAfterMs = 150,
): Promise<LoadRow & { abortedImageRequests: number }> {
  let stop = false;
  let aborted = 0;
  const abortLoop = async (paths: readonly string[]) => {
    for (let index = 0; !stop; index += 1) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), abortAfterMs);
      await fetch(`${origin}${paths[index % paths.length] ?? '/'}`, { signal: controller.signal })
        .then((response) => response.arrayBuffer())
        .catch(() => (aborted += 1));
      clearTimeout(timer);
    }
  };
  const abusers = [0, 1, 2, 3].map((offset) =>
    abortLoop(imagePaths.slice(offset).concat(imagePaths.slice(0, offset))),
  );
  const row = await loadRow(origin, path, seconds);
  stop = true;
  await Promise.all(abusers);
  return { ...row, path: `${path} with aborted image requests`, abortedImageRequests: aborted };
}

/**
 * Ordinary load on `path` while `streamers` connections post to no form and then stream an
 * endless chunked body after their 404. Reports the ordinary clients' row and the server's CPU
 * seconds while the streamers alone run for `seconds` (what they cost it).
 */
export async function streamingRow(
  host: string,
  port: number,
  path: string,
  server: ServerProcess,
  streamers = 4,
  seconds = 5,
): Promise<LoadRow & { streamers: number; streamerCpuSeconds: number; streamedMegabytes: number }> {
  const { connect } = await import('node:net');
  let stop = false;
  let sent = 0;
  const chunk = Buffer.from(`4000\r\n${'x'.repeat(0x4000)}\r\n`);
  const stream = () =>
    new Promise<void>((resolve) => {
      const again = () => {
        if (stop) return resolve();
        const socket = connect({ host, port }, () => {
          socket.write(
            'POST /nowhere HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n',
          );
          const pump = () => {
            while (!stop && !socket.destroyed) {
              sent += chunk.length;
              if (!socket.write(chunk)) return void socket.once('drain', pump);
            }
            socket.destroy();
          };
          pump();
        });
        socket.on('error', () => {});
        // The server closes each after its answer: the streamer connects again at once.
        socket.on('close', again);
      };
      again();
    });
  const running = Array.from({ length: streamers }, stream);
  const cpuBefore = server.cpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const streamerCpuSeconds = Number((server.cpuSeconds() - cpuBefore).toFixed(2));
  const row = await loadRow(`http://${host.includes(':') ? `[${host}]` : host}:${port}`, path, seconds);
  stop = true;
  await Promise.all(running);
  return {
    ...row,
    path: `${path} with ${streamers} clients streaming after their answer`,
    streamers,
    streamerCpuSeconds,
    streamedMegabytes: Math.round(sent / 1e6),
  };
}
