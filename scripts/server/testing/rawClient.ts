import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 response read off a raw socket. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased; repeated headers joined with ', '. */
  headers: Record<string, string>;
  head: string;
  body: Buffer;
}

/** Opens a TCP connection to the server on this machine. */
export function open(port: number, host = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection (or `socket` errors). */
export function readAll(socket: Socket): Promise<Buffer> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    socket.once('close', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * Splits what a server sent into responses, framed by Content-Length (the server never chunks).
 * `headRequests` lists the indexes of responses to HEAD requests, which carry no body.
 * Anything after the last whole response is returned as `rest`.
 */
export function parseResponses(data: Buffer): { responses: RawResponse[]; rest: Buffer } {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf('\r\n\r\n', offset);
    if (end === -1) break;
    const head = data.subarray(offset, end).toString('latin1');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
    if (!status) break;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const length = status === 304 || status === 100 ? 0 : Number(headers['content-length'] ?? 0);
    if (end + 4 + length > data.length) break;
    responses.push({ status, headers, head, body: data.subarray(end + 4, end + 4 + length) });
    offset = end + 4 + length;
  }
  return { responses, rest: data.subarray(offset) };
}

/** Sends `request` on a new connection and reads until the server closes it. */
export async function exchange(port: number, request: string | Buffer, host?: string) {
  const socket = await open(port, host);
  const received = readAll(socket);
  socket.write(request);
  const data = await received;
  return { data, ...parseResponses(data) };
}

/** A GET as a raw request (HTTP/1.1, Host set). */
export function getRequest(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ Host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Milliseconds a GET of `path` takes on a fresh connection, answer read to the end. */
export async function timedGet(port: number, path = '/pricing'): Promise<number> {
  const started = process.hrtime.bigint();
  const { responses } = await exchange(port, getRequest(path, { Connection: 'close' }));
  if (responses[0]?.status !== 200) throw new Error(`GET ${path}: ${responses[0]?.status ?? 'no answer'}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * The median of a few idle GETs: what "no wait" costs on this machine right now. At least 5 ms,
 * so a ratio against it tolerates a loaded machine's scheduling (a bound of 25 times it is then
 * at least 125 ms; a blocked server measured seconds).
 */
export async function idleBaseline(port: number, path = '/pricing', samples = 7): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) times.push(await timedGet(port, path));
  times.sort((a, b) => a - b);
  return Math.max(5, times[Math.floor(samples / 2)] ?? 5);
}

/** The median time of `count` GETs sent at once: one slow sample on a loaded machine is not the answer. */
export async function concurrentGets(port: number, path = '/pricing', count = 3): Promise<number> {
  const times = await Promise.all(Array.from({ length: count }, () => timedGet(port, path)));
  times.sort((a, b) => a - b);
  return times[Math.floor(count / 2)] ?? 0;
}

/** Resolves when `check` holds, checking every `everyMs` until `withinMs`; then its last value. */
export async function settle<T>(read: () => T, check: (value: T) => boolean, withinMs: number, everyMs = 20) {
  const deadline = Date.now() + withinMs;
  let value = read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = read();
  }
  return value;
}

/** Prints one measured figure, so a run's output can be pasted into a report. */
export function report(label: string, value: unknown): void {
  console.log(`[measure] ${label}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

/**
 * The status of a GET sent with exactly these headers. Not fetch: the Fetch standard adds
 * `Cache-Control: no-cache` to any request carrying a condition, and a client saying no-cache
 * gets the whole file (send's rule, as Express has it), so fetch can never see a 304.
 */
export async function statusOf(port: number, path: string, headers: Record<string, string>): Promise<number> {
  const { responses } = await exchange(port, getRequest(path, { ...headers, Connection: 'close' }));
  return responses[0]?.status ?? 0;
}
