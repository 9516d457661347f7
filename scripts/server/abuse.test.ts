import { readdirSync } from 'node:fs';
import { get as httpGet, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNetlifyConfig } from './netlifyConfig';
import { precompressFolder } from '../files/encoded';
import { createSiteServer } from './server';
import { statusOf } from './testing/rawClient';
import { makeSite } from './testing/site';

// The server attacked the way a hostile client or a flaky network would: it must answer, stay
// up and give back every file handle.
const config = parseNetlifyConfig(`
[[redirects]]
from = "/help/*"
to = "/docs/:splat"
status = 301
[[redirects]]
from = "/blog/:year/:month/:slug"
to = "/blog/:slug"
status = 301
[[redirects]]
from = "/*"
to = "/404.html"
status = 404
[[headers]]
for = "/*"
[headers.values]
X-Content-Type-Options = "nosniff"
[[headers]]
for = "/assets/*"
[headers.values]
Cache-Control = "public, max-age=31536000, immutable"
`);

let server: Server;
let port: number;

beforeAll(async () => {
  const { root, write, formsFile } = makeSite('abuse-');
  write('index.html', '<h1>Home</h1>');
  write('pricing.html', '<h1>Pricing</h1>');
  write('404.html', '<h1>Not found</h1>');
  write('.build-stamp', 'secret build detail');
  write('assets/app.js', 'console.log(1);'.repeat(100));
  // Big and incompressible, so a download is still running when the client drops it.
  write('big.bin', randomBytes(4 * 1024 * 1024));
  // The brotli and gzip copies the build writes beside the published files.
  await precompressFolder(root);
  server = createSiteServer({ root, config, formsFile });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a request line byte for byte (no client library to tidy it up) and reads the answer. */
function raw(target: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => {
      const head = text.split('\r\n\r\n')[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.on('error', reject);
  });
}

const openHandles = () => readdirSync('/proc/self/fd').length;

describe('malformed request targets', () => {
  it.each(['//[', 'http://[', '//a:99999/', 'http://:80/', '//%', '/%', '/help/%00'])(
    '%s answers 400 with the security headers, and the server stays up',
    async (target) => {
      const { status, head } = await raw(target);
      expect(status).toBe(400);
      expect(head).toMatch(/x-content-type-options: nosniff/i);
      expect((await raw('/pricing')).status).toBe(200);
    },
  );
});

describe('redirects', () => {
  it('refuses control characters instead of writing them into a header', async () => {
    expect((await raw('/help/%0d%0aSet-Cookie:%20x=1')).status).toBe(400);
  });

  it.each([
    ['/help/%E2%9C%93', '/docs/%E2%9C%93'],
    ['/help/caf%C3%A9', '/docs/caf%C3%A9'],
    ['/help/a%20b', '/docs/a%20b'],
    ['/blog/x/y/%E2%9C%93', '/blog/%E2%9C%93'],
  ])('%s redirects to the valid, encoded %s', async (target, location) => {
    const { status, head } = await raw(target);
    expect(status).toBe(301);
    expect(head.toLowerCase()).toContain(`\r\nlocation: ${location.toLowerCase()}`);
    expect(/[^\x20-\x7e\r\n]/.test(head)).toBe(false);
  });

  it('matches the same normalised path that file lookup uses', async () => {
    const assets = await raw('/assets/..%2fpricing');
    expect(assets.status).toBe(200);
    expect(assets.head).not.toMatch(/immutable/);
    // /help/../pricing is /pricing: the file, not a redirect to /docs/../pricing.
    expect((await raw('/help/..%2fpricing')).status).toBe(200);
  });
});

describe('HTTP details', () => {
  it('never sends a 404 with the immutable cache header', async () => {
    const { status, head } = await raw('/assets/missing.js');
    expect(status).toBe(404);
    expect(head).not.toMatch(/immutable/);
  });

  it('does not serve the build stamp', async () => {
    expect((await raw('/.build-stamp')).status).toBe(404);
  });

  it('honours q=0 and exact tokens in Accept-Encoding', async () => {
    const origin = `http://localhost:${port}`;
    const none = await fetch(`${origin}/assets/app.js`, {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    });
    expect(none.headers.get('content-encoding')).toBeNull();
    const fake = await fetch(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'foo-br' } });
    expect(fake.headers.get('content-encoding')).toBeNull();
    const gzip = await fetch(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers If-None-Match lists and * with 304, and says it does not do ranges', async () => {
    const origin = `http://localhost:${port}`;
    const first = await fetch(`${origin}/pricing`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('accept-ranges')).toBe('none');
    expect(await statusOf(port, '/pricing', { 'If-None-Match': `"other", ${etag}` })).toBe(304);
    expect(await statusOf(port, '/pricing', { 'If-None-Match': '*' })).toBe(304);
    // A client that says no-cache (a hard reload; fetch with a condition) gets the whole page.
    expect(await statusOf(port, '/pricing', { 'If-None-Match': '*', 'Cache-Control': 'no-cache' })).toBe(200);
  });
});

describe('dropped downloads', () => {
  it('gives back every file handle after 1,000 aborted downloads', async () => {
    const baseline = openHandles();
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve) => {
              const request = httpGet({ port, path: '/big.bin', agent: false }, (response) => {
                response.once('data', () => {
                  request.destroy();
                  resolve();
                });
              });
              request.on('error', () => resolve());
            }),
        ),
      );
    }
    // The server notices each close on its next tick; give it a moment, then count.
    let handles = openHandles();
    for (let tries = 0; tries < 50 && handles > baseline + 5; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      handles = openHandles();
    }
    expect(handles).toBeLessThanOrEqual(baseline + 5);
    expect((await raw('/pricing')).status).toBe(200);
  }, 60_000);
});
