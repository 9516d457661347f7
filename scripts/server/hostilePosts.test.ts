import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './testing/childServer';
import {
  concurrentGets,
  exchange,
  idleBaseline,
  open,
  parseResponses,
  report,
  settle,
  timedGet,
} from './testing/rawClient';
import { TEST_CONFIG_TOML, writeTestSite } from './testing/site';

// Posts made to cost the server: many fields, and bodies that go on after the answer.
// Issue 26 item 2, issue 30 item 2. The server runs in a process of its own, so its CPU time is
// its own and a blocked event loop there shows as a wait here.
let server: ChildServer;

/**
 * A concurrent request may wait at most this many idle requests' time (at least 5 ms each), and
 * never need be quicker than WAIT_FLOOR_MS: a server blocked by a post measured seconds, while a
 * loaded machine's scheduling alone made a sound one wait up to 0.8 s (ratio 153). The CPU bounds
 * below are the sharper check that the work is cheap.
 */
const WAIT_RATIO = 50;
const WAIT_FLOOR_MS = 1_000;
const waitBound = (idle: number) => Math.max(WAIT_RATIO * idle, WAIT_FLOOR_MS);

beforeAll(async () => {
  const site = writeTestSite();
  server = await startChildServer({
    root: site.root,
    formsFile: site.formsFile,
    configToml: TEST_CONFIG_TOML,
    formRateLimit: null,
  });
}, 30_000);

afterAll(() => server?.stop());

function postRequest(path: string, body: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({
    Host: 'localhost',
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** `form-name=…&a0&a1&…`: 64 KB of distinct empty field names. */
function manyFields(form: string): string {
  let body = `form-name=${form}`;
  for (let index = 0; body.length < 64 * 1024 - 8; index += 1) body += `&f${index.toString(36)}`;
  return body;
}

describe('a post with thousands of fields', () => {
  it.each([
    ['book-demo', '/book-demo/thanks'],
    ['docs-feedback', '/docs/api/changelog'],
    ['newsletter', '/newsletter/thanks'],
  ])(
    '(%s) is refused cheaply, and a concurrent page does not wait for it',
    async (form, path) => {
      const idle = await idleBaseline(server.port);
      const cpuBefore = server.cpuSeconds();
      const posts = Array.from({ length: 3 }, () =>
        exchange(server.port, postRequest(path, manyFields(form))),
      );
      const wait = await concurrentGets(server.port);
      const answers = await Promise.all(posts);
      const cpu = server.cpuSeconds() - cpuBefore;
      report(`three 64 KB posts of ${form}: statuses, server CPU s, concurrent GET ms, idle ms`, [
        answers.map((answer) => answer.responses[0]?.status).join(' '),
        cpu,
        Math.round(wait),
        Math.round(idle),
      ]);
      for (const answer of answers) expect([400, 413]).toContain(answer.responses[0]?.status);
      expect(wait).toBeLessThan(waitBound(idle));
      // Three posts' parsing and error pages, with the GETs around them: a fraction of a second.
      expect(cpu).toBeLessThan(0.5);
    },
    60_000,
  );
});

/** Streams an endless chunked body after the request head, as fast as the server takes it. */
function streamForever(socket: Socket): { sent: () => number; stop: () => void } {
  const chunk = Buffer.from(`${(16 * 1024).toString(16)}\r\n${'x'.repeat(16 * 1024)}\r\n`);
  let sent = 0;
  let stopped = false;
  const pump = () => {
    while (!stopped && !socket.destroyed) {
      sent += chunk.length;
      if (!socket.write(chunk)) {
        socket.once('drain', pump);
        return;
      }
    }
  };
  socket.on('error', () => (stopped = true));
  pump();
  return { sent: () => sent, stop: () => (stopped = true) };
}

describe('a client that goes on sending after its answer', () => {
  it.each([
    ['a post to no form (404)', 'POST /nowhere', 'application/x-www-form-urlencoded'],
    ['a post of the wrong type (415)', 'POST /book-demo/thanks', 'text/plain'],
    ['a GET with a body (200)', 'GET /pricing', 'text/plain'],
  ])(
    '%s: the server answers, stops reading and closes, at little CPU',
    async (_name, line, type) => {
      const idle = await idleBaseline(server.port);
      const socket = await open(server.port);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      const cpuBefore = server.cpuSeconds();
      const started = Date.now();
      socket.write(
        `${line} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const stream = streamForever(socket);
      // While it streams, ordinary clients are served as if it were not there.
      const waits: number[] = [];
      for (let index = 0; index < 5; index += 1) waits.push(await timedGet(server.port));
      // Give up on the server after 4 s: it should have closed long before.
      const bound = setTimeout(() => socket.destroy(), 4000);
      const closedAt = await closed;
      clearTimeout(bound);
      stream.stop();
      const cpu = server.cpuSeconds() - cpuBefore;
      const { responses } = parseResponses(Buffer.concat(chunks));
      waits.sort((a, b) => a - b);
      const median = waits[2] ?? 0;
      report(
        `${line} streaming after its answer: statuses, connection ms, MB sent, server CPU s, GET median ms / idle ms`,
        [
          responses.map((response) => response.status).join(' '),
          closedAt - started,
          Math.round(stream.sent() / 1e5) / 10,
          cpu,
          `${median.toFixed(1)} / ${idle.toFixed(1)}`,
        ],
      );
      expect(responses).toHaveLength(1);
      // The answer arrives whole before the server closes: it does not announce the close, as
      // `Connection: close` would make Node reset the connection under the client's upload.
      // The server, not the 4 s bound, ended it.
      expect(closedAt - started).toBeLessThan(3500);
      // What it read after answering is bounded; parsing it is a small fraction of a core.
      expect(cpu).toBeLessThan(0.4);
      expect(median).toBeLessThan(waitBound(idle));
    },
    30_000,
  );
});

describe('the rate limit', () => {
  it('counts refused posts, and takes loopback addresses for one client', async () => {
    const site = writeTestSite();
    const limited = await startChildServer({
      root: site.root,
      formsFile: site.formsFile,
      configToml: TEST_CONFIG_TOML,
      formRateLimit: { max: 2, windowMs: 600_000 },
    });
    try {
      const good = 'form-name=newsletter&email=a%40b.dk&consent=on';
      const post = async (body: string, host = '127.0.0.1') =>
        (await exchange(limited.port, postRequest('/newsletter/thanks', body), host)).responses[0]?.status;
      const refused = [await post(manyFields('newsletter')), await post('form-name=newsletter&email=no')];
      const next = [
        await post(good),
        await post(good, '127.0.0.2'),
        await post(good, '::1').catch(() => 'no IPv6'),
      ];
      report('rate limit 2: two refused posts, then good posts from 127.0.0.1, 127.0.0.2, ::1', [
        refused,
        next,
      ]);
      expect(next).toEqual([429, 429, expect.toSatisfy((status) => status === 429 || status === 'no IPv6')]);
    } finally {
      await limited.stop();
    }
  }, 30_000);
});

describe('handles', () => {
  it('are back to the baseline after the hostile clients have gone', async () => {
    const baseline = server.handles();
    await Promise.all(
      Array.from({ length: 5 }, () => exchange(server.port, postRequest('/nowhere', 'x'.repeat(1000)))),
    );
    const after = await settle(server.handles, (handles) => handles <= baseline, 1000);
    expect(after).toBeLessThanOrEqual(baseline);
  });
});

describe('a client that leaves mid-post', () => {
  it('is logged as one quiet line, not as an error', async () => {
    const baseline = server.handles();
    const socket = await open(server.port);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      'POST /newsletter/thanks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nform-name=',
    );
    // The server has the head and part of the body once its handle count rises; then leave.
    await settle(server.handles, (handles) => handles > baseline, 1000);
    socket.destroy();
    await closed;
    const output = await settle(
      server.output,
      (text) => text.includes('aborted: POST /newsletter/thanks'),
      2000,
    );
    expect(output).toContain('aborted: POST /newsletter/thanks');
    expect(output).not.toMatch(/error on POST/);
  });
});
