import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './testing/childServer';
import {
  exchange,
  getRequest,
  open,
  parseResponses,
  readAll,
  report,
  settle,
  statusOf,
} from './testing/rawClient';
import { TEST_CONFIG_TOML, writeTestSite } from './testing/site';

// HTTP/1.1 as RFC 9110 and 9112 have it, for clients that time out, lie about the host, ask to
// upgrade or send conditions. Issue 30 items 3-6, issue 26 item 6.
let server: ChildServer;

beforeAll(async () => {
  const site = writeTestSite();
  server = await startChildServer({
    root: site.root,
    formsFile: site.formsFile,
    configToml: TEST_CONFIG_TOML,
    formRateLimit: null,
    // Short, so the test need not wait a minute for each.
    limits: { headersTimeout: 600, requestTimeout: 1200, connectionsCheckingInterval: 100, idleMs: 1500 },
  });
}, 30_000);

afterAll(() => server?.stop());

describe('timeouts', () => {
  it('answer a half-sent request line 408 with the security headers, and close', async () => {
    const started = Date.now();
    const { responses, rest } = await exchange(server.port, 'GET /pri');
    report('half a request line: statuses, ms to close', [
      responses.map((r) => r.status),
      Date.now() - started,
    ]);
    expect(responses.map((response) => response.status)).toEqual([408]);
    expect(responses[0]?.headers['x-content-type-options']).toBe('nosniff');
    expect(rest.length).toBe(0);
  }, 20_000);

  it('close a connection that sent nothing, without a word', async () => {
    const { data } = await exchange(server.port, '');
    report('nothing sent: bytes answered', data.length);
    expect(data.length).toBe(0);
  }, 20_000);

  it('answer a body that trickles in 408, and give its handle back', async () => {
    const baseline = server.handles();
    const socket = await open(server.port);
    const received = readAll(socket);
    socket.write(
      'POST /newsletter/thanks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    const started = Date.now();
    const { responses } = parseResponses(await received);
    clearInterval(trickle);
    report('a body at one byte per 100 ms: statuses, ms to close', [
      responses.map((r) => r.status),
      Date.now() - started,
    ]);
    expect(responses.map((response) => response.status)).toEqual([408]);
    expect(await settle(server.handles, (handles) => handles <= baseline, 1000)).toBeLessThanOrEqual(
      baseline,
    );
  }, 20_000);

  it('answer headers that are too large 431', async () => {
    const { responses } = await exchange(
      server.port,
      getRequest('/pricing', { 'X-Big': 'x'.repeat(20_000) }),
    );
    expect(responses.map((response) => response.status)).toEqual([431]);
    expect(responses[0]?.headers['x-frame-options']).toBe('DENY');
  });
});

describe('a client that pipelines downloads and never reads', () => {
  it('loses its connection once nothing moves, and the server keeps no handle for it', async () => {
    const baseline = server.handles();
    const socket = await open(server.port);
    // Paused, it reads nothing (and so would not even notice the server closing).
    socket.pause();
    const started = Date.now();
    socket.write(getRequest('/og-image.png', { 'Accept-Encoding': 'identity' }).repeat(20));
    await settle(server.handles, (handles) => handles > baseline, 1000);
    // The server's side of the connection (and any file) is gone within the idle timeout and a bit.
    const after = await settle(server.handles, (handles) => handles <= baseline, 8000);
    report('20 pipelined downloads never read: ms until the server let go, handles before / after', [
      Date.now() - started,
      baseline,
      after,
    ]);
    socket.destroy();
    expect(after).toBeLessThanOrEqual(baseline);
  }, 20_000);
});

describe('Host', () => {
  it.each([
    ['two Host headers', 'GET /pricing HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n'],
    ['a hundred Host headers', `GET /pricing HTTP/1.1\r\n${'Host: localhost\r\n'.repeat(100)}\r\n`],
    ['Host: evil example', 'GET /pricing HTTP/1.1\r\nHost: evil example\r\n\r\n'],
    ['Host: a/b@evil.example', 'GET /pricing HTTP/1.1\r\nHost: a/b@evil.example\r\n\r\n'],
    ['no Host', 'GET /pricing HTTP/1.1\r\n\r\n'],
  ])('%s gets 400 with the security headers', async (_name, request) => {
    const { responses } = await exchange(server.port, request);
    expect(responses[0]?.status).toBe(400);
    expect(responses[0]?.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['localhost', 'localhost:8888', '127.0.0.1:80', '[::1]:8888', 'www.billvard.example'])(
    'Host: %s is served',
    async (host) => {
      const { responses } = await exchange(
        server.port,
        getRequest('/pricing', { Host: host, Connection: 'close' }),
      );
      expect(responses[0]?.status).toBe(200);
    },
  );
});

describe('Upgrade', () => {
  it('is answered as an ordinary request that closes the connection', async () => {
    // Node's parser stops reading at an upgrade, so the pipelined GET behind it is never read:
    // the answer says the connection closes, and the server closes it (exchange returns only
    // when the server has ended the connection; a hanging one fails on the test's time limit).
    const { responses } = await exchange(
      server.port,
      getRequest('/pricing', { Connection: 'Upgrade', Upgrade: 'websocket' }) + getRequest('/pricing'),
    );
    expect(responses.map((response) => [response.status, response.headers.connection])).toEqual([
      [200, 'close'],
    ]);
  }, 20_000);
});

describe('OPTIONS *', () => {
  it('answers 200 with the methods the server allows', async () => {
    const { responses } = await exchange(
      server.port,
      'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(responses[0]?.status).toBe(200);
    expect(responses[0]?.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
  });
});

describe('validators and conditional requests', () => {
  const origin = () => `http://127.0.0.1:${server.port}`;

  it('sends Last-Modified, and answers If-Modified-Since 304 with Vary', async () => {
    const first = await fetch(`${origin()}/pricing`);
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(lastModified).toMatch(/GMT$/);
    const { responses } = await exchange(
      server.port,
      getRequest('/pricing', { 'If-Modified-Since': lastModified, Connection: 'close' }),
    );
    expect(responses[0]?.status).toBe(304);
    expect(responses[0]?.headers.vary).toBe('Accept-Encoding');
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect(await statusOf(server.port, '/pricing', { 'If-Modified-Since': older })).toBe(200);
  });

  it('answers a failing If-Match 412, and If-Match: * as usual', async () => {
    const etag = (await fetch(`${origin()}/pricing`)).headers.get('etag') ?? '';
    expect((await fetch(`${origin()}/pricing`, { headers: { 'If-Match': '"other"' } })).status).toBe(412);
    // A weak tag never matches If-Match (strong comparison).
    expect((await fetch(`${origin()}/pricing`, { headers: { 'If-Match': etag } })).status).toBe(412);
    expect((await fetch(`${origin()}/pricing`, { headers: { 'If-Match': '*' } })).status).toBe(200);
    const past = new Date(0).toUTCString();
    expect((await fetch(`${origin()}/pricing`, { headers: { 'If-Unmodified-Since': past } })).status).toBe(
      412,
    );
  });

  it.each([
    ['If-None-Match', '*'],
    ['If-Match', '"other"'],
    ['If-Unmodified-Since', new Date(0).toUTCString()],
  ])('refuses a form post with %s: %s 412 and stores nothing', async (name, value) => {
    const response = await fetch(`${origin()}/newsletter/thanks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', [name]: value },
      body: 'form-name=newsletter&email=a%40b.dk&consent=on',
    });
    expect(response.status).toBe(412);
  });

  it('sends 100 Continue only for a body it will read', async () => {
    const head = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n`;
    const answer = async (path: string) => {
      const socket = await open(server.port);
      socket.write(head(path));
      const first = await new Promise<string>((resolve) =>
        socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))),
      );
      socket.destroy();
      return /^HTTP\/1\.1 (\d{3})/.exec(first)?.[1];
    };
    expect(await answer('/nowhere')).toBe('404');
    expect(await answer('/newsletter/thanks')).toBe('100');
  });

  it('answers 413 at once, without 100 Continue, to a body announced over the limit', async () => {
    const socket = await open(server.port);
    socket.write(
      'POST /newsletter/thanks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 70000\r\nExpect: 100-continue\r\n\r\n',
    );
    const first = await new Promise<string>((resolve) =>
      socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))),
    );
    socket.destroy();
    expect(/^HTTP\/1\.1 (\d{3})/.exec(first)?.[1]).toBe('413');
  });

  it('ignores Expect on an HTTP/1.0 post: no 1xx, one answer after the body', async () => {
    const body = 'form-name=newsletter&email=old%40client.dk&consent=on';
    const { responses } = await exchange(
      server.port,
      `POST /newsletter/thanks HTTP/1.0\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n${body}`,
    );
    expect(responses.map((response) => response.status)).toEqual([200]);
  });
});

describe('the log', () => {
  /** A GET read to its last byte (by Content-Length), then the connection closed at once, as curl does. */
  async function readWholeThenClose(path: string): Promise<number> {
    const socket = await open(server.port);
    socket.write(getRequest(path));
    return new Promise<number>((resolve) => {
      let data = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        const head = data.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(data.subarray(0, head).toString('latin1'))?.[1]);
        if (head >= 0 && data.length - head - 4 >= length) {
          socket.destroy();
          resolve(length);
        }
      });
    });
  }

  it('never calls a download aborted that the client read to its end', async () => {
    for (let round = 0; round < 20; round += 1)
      expect(await readWholeThenClose('/pricing')).toBeGreaterThan(50_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.output()).not.toContain('aborted: GET /pricing');
  });
});

describe('HTTP/1.0', () => {
  it('answers a request without Host, which HTTP/1.0 did not require', async () => {
    const { responses } = await exchange(server.port, 'GET /pricing HTTP/1.0\r\n\r\n');
    expect(responses.map((response) => response.status)).toEqual([200]);
  });

  it('still refuses an HTTP/1.1 request without Host, and a 1.0 request with a bad one', async () => {
    const bare = await exchange(server.port, 'GET /pricing HTTP/1.1\r\nConnection: close\r\n\r\n');
    const bad = await exchange(server.port, 'GET /pricing HTTP/1.0\r\nHost: a b\r\n\r\n');
    expect([...bare.responses, ...bad.responses].map((response) => response.status)).toEqual([400, 400]);
  });
});

describe('queries and hidden files', () => {
  it('serves a static file whatever its unused query holds', async () => {
    const { responses } = await exchange(
      server.port,
      getRequest('/pricing?utm=50%', { Connection: 'close' }),
    );
    expect(responses[0]?.status).toBe(200);
  });

  it('answers an image request for a hidden file as for a missing one', async () => {
    const hidden = await fetch(`${origin2()}/.netlify/images?url=/.hidden.png&w=640`);
    const missing = await fetch(`${origin2()}/.netlify/images?url=/missing.png&w=640`);
    expect([hidden.status, await hidden.text()]).toEqual([missing.status, await missing.text()]);
  });
});

const origin2 = () => `http://127.0.0.1:${server.port}`;
