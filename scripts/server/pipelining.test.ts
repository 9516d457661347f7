import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './testing/childServer';
import { getRequest, open, parseResponses, readAll, report, settle } from './testing/rawClient';
import { TEST_CONFIG_TOML, writeTestSite } from './testing/site';

// Clients that pipeline: many requests on one connection, sent before any answer is read.
// Issue 26, items 1 and 3. The server runs in a process of its own, so its handles are counted.
let server: ChildServer;
let site: ReturnType<typeof writeTestSite>;

beforeAll(async () => {
  site = writeTestSite();
  server = await startChildServer({
    root: site.root,
    formsFile: site.formsFile,
    configToml: TEST_CONFIG_TOML,
  });
}, 30_000);

afterAll(() => server?.stop());

const IDENTITY = { 'Accept-Encoding': 'identity' };

describe('pipelined downloads', () => {
  it('give back every file handle within 1 s of their connections closing, though nothing was read', async () => {
    const baseline = server.handles();
    const sockets = await Promise.all(Array.from({ length: 5 }, () => open(server.port)));
    // Each sends 100 requests for a 256 KB image and reads only the first bytes of the answer,
    // so the server is stuck writing the first response with 99 queued behind it.
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('data', () => {
              socket.pause();
              resolve();
            });
            socket.write(getRequest('/og-image.png', IDENTITY).repeat(100));
          }),
      ),
    );
    const busy = server.handles();
    const closed = Promise.all(
      sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve))),
    );
    for (const socket of sockets) socket.destroy();
    await closed;
    const after = await settle(server.handles, (handles) => handles <= baseline + 1, 1000);
    report('pipelined downloads: handles baseline / while open / 1 s after close', [baseline, busy, after]);
    expect(after).toBeLessThanOrEqual(baseline + 1);
  }, 30_000);

  it('are each whole, byte for byte, in the order asked', async () => {
    const socket = await open(server.port);
    const received = readAll(socket);
    const paths = ['/og-image.png', '/docs/assets/js/main.js', '/og-image.png', '/pricing'];
    const requests = Array.from({ length: 20 }, (_, index) => paths[index % paths.length] ?? '/');
    socket.write(
      requests.map((path) => getRequest(path, IDENTITY)).join('') +
        getRequest('/og-image.png', { ...IDENTITY, Connection: 'close' }),
    );
    const { responses, rest } = parseResponses(await received);
    expect(responses.map((response) => response.status)).toEqual(Array(21).fill(200));
    responses.forEach((response, index) => {
      const path = requests[index] ?? '/og-image.png';
      if (path === '/og-image.png') expect(response.body.equals(site.image)).toBe(true);
      if (path === '/docs/assets/js/main.js') expect(response.body.equals(site.script)).toBe(true);
    });
    expect(rest.length).toBe(0);
  }, 30_000);
});

describe('a bad request inside a pipeline', () => {
  it('is answered 400 after every earlier response is whole, and nothing leaks', async () => {
    const baseline = server.handles();
    const socket = await open(server.port);
    const received = readAll(socket);
    socket.write(`${getRequest('/docs/assets/js/main.js', IDENTITY).repeat(12)}BAD REQUEST LINE\r\n\r\n`);
    const data = await received;
    const { responses, rest } = parseResponses(data);
    const statuses = responses.map((response) => response.status);
    const stray = data.indexOf('HTTP/1.1 400');
    report('bad request in a pipeline: statuses, where a 400 starts, bytes unparsed', [
      statuses.join(' '),
      stray,
      rest.length,
    ]);
    expect(statuses).toEqual([...Array(12).fill(200), 400]);
    for (const response of responses.slice(0, 12)) expect(response.body.equals(site.script)).toBe(true);
    expect(responses[12]?.headers['x-content-type-options']).toBe('nosniff');
    expect(rest.length).toBe(0);
    const after = await settle(server.handles, (handles) => handles <= baseline, 1000);
    expect(after).toBeLessThanOrEqual(baseline);
  }, 30_000);
});
