import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageQueue, type ImageRequest, transformImage } from './images';
import { parseNetlifyConfig } from './netlifyConfig';
import { precompressFolder } from '../files/encoded';
import { createSiteServer } from './server';
import { makeSite } from './testing/site';

const config = parseNetlifyConfig(`
[[redirects]]
from = "/signin"
to = "https://app.example.com/"
status = 302
[[redirects]]
from = "/help/*"
to = "/docs/:splat"
[[redirects]]
from = "/blog/:year/:month/:slug"
to = "/blog/:slug"
status = 301
[[redirects]]
from = "/.well-known/security.txt"
to = "/security.txt"
status = 200
[[redirects]]
from = "/pricing"
to = "/elsewhere"
status = 302
[[redirects]]
from = "/forced"
to = "/security.txt"
status = 200
force = true
[[redirects]]
from = "/docs/*"
to = "/docs/404.html"
status = 404
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
[[headers]]
for = "/docs/*.md"
[headers.values]
Content-Type = "text/markdown; charset=utf-8"
[[headers]]
for = "/declared.txt"
[headers.values]
Content-Type = "text/x-declared; charset=utf-8"
`);

let server: Server;
let origin: string;
let root: string;
let formsFile: string;
let write: (path: string, body: string | Buffer) => void;

beforeAll(async () => {
  ({ root, formsFile, write } = makeSite('site-'));
  write('index.html', '<h1>Home</h1>');
  write('pricing/index.html', '<h1>Pricing</h1>');
  write('forced.html', 'shadowed by a forced rule');
  write('404.html', '<h1>Marketing 404</h1>');
  write('docs/index.html', '<h1>Docs</h1>');
  write('docs/billing/plans.html', '<h1>Plans</h1>');
  write('docs/404.html', '<h1>Docs 404</h1>');
  write('security.txt', 'Contact: mailto:security@example.com');
  write('docs/billing/plans.md', '# Plans\n');
  write('declared.txt', 'typed by a rule');
  write('assets/app-abc123.js', 'console.log("x");'.repeat(200));
  write(
    'img/photo.png',
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  write('img/not-an-image.png', 'plain text');
  // The brotli and gzip copies the build writes beside the published files.
  await precompressFolder(root);
  server = createSiteServer({ root, config, formsFile });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, { redirect: 'manual', ...init });

describe('pages', () => {
  it.each(['/pricing', '/pricing/', '/docs/billing/plans', '/docs/billing/plans/', '/docs', '/docs/'])(
    'answers %s with 200',
    async (path) => {
      expect((await get(path)).status).toBe(200);
    },
  );

  it.each(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/docs/..%2f..%2f..%2fetc/passwd'])(
    'does not let %s climb out of the published folder',
    async (path) => {
      const { request } = await import('node:http');
      // A raw request: fetch would normalise the dots away before sending.
      const status = await new Promise<number | undefined>((resolve) =>
        request(`${origin}/`, { path }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).end(),
      );
      expect(status).toBe(404);
    },
  );
});

describe('redirect rule forms', () => {
  it('302 to another host', async () => {
    const response = await get('/signin');
    expect([response.status, response.headers.get('location')]).toEqual([302, 'https://app.example.com/']);
  });

  it('301 with a splat, keeping the query string', async () => {
    const response = await get('/help/billing/plans?ref=mail');
    expect([response.status, response.headers.get('location')]).toEqual([
      301,
      '/docs/billing/plans?ref=mail',
    ]);
  });

  it('301 with placeholders', async () => {
    const response = await get('/blog/2025/03/moving-on');
    expect(response.headers.get('location')).toBe('/blog/moving-on');
  });

  it('200 rewrite serves the target at the asked address', async () => {
    const response = await get('/.well-known/security.txt');
    expect([response.status, await response.text()]).toEqual([200, 'Contact: mailto:security@example.com']);
  });

  it('an existing file shadows an unforced rule; a forced rule wins over a file', async () => {
    expect((await get('/pricing')).status).toBe(200);
    expect(await (await get('/forced')).text()).toBe('Contact: mailto:security@example.com');
  });

  it('404 rules give docs and marketing paths their own not-found pages', async () => {
    const docs = await get('/docs/no/such/page');
    expect([docs.status, await docs.text()]).toEqual([404, '<h1>Docs 404</h1>']);
    const marketing = await get('/no-such-page');
    expect([marketing.status, await marketing.text()]).toEqual([404, '<h1>Marketing 404</h1>']);
  });
});

describe('headers', () => {
  it('applies the glob blocks that match: every path, and hashed assets', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/pricing');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it("takes a file's Content-Type from a rule that declares one, but not for a not-found page", async () => {
    const twin = await get('/docs/billing/plans.md');
    expect([twin.status, twin.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(await twin.text()).toBe('# Plans\n');
    const declared = await get('/declared.txt');
    expect(declared.headers.get('content-type')).toBe('text/x-declared; charset=utf-8');
    const missing = await get('/docs/billing/none.md');
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('compresses text for Accept-Encoding %s', async (accept, encoding) => {
    const { request } = await import('node:http');
    const headers = await new Promise<Record<string, unknown>>((resolve) =>
      request(`${origin}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': accept } }, (res) => {
        res.resume();
        resolve(res.headers);
      }).end(),
    );
    expect(headers['content-encoding']).toBe(encoding);
  });
});

describe('images', () => {
  it('resizes to the asked width', async () => {
    const response = await get('/.netlify/images?url=/img/photo.png&w=640&q=75');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(width).toBe(640);
  });

  it('serves vector images as they are', async () => {
    const response = await get('/.netlify/images?url=/img/logo.svg&w=64');
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it.each([
    'url=https://evil.example/x.png&w=64',
    'url=//evil.example/x.png',
    'url=/img/photo.png&w=abc',
    'url=/img/none.png',
    'url=/img/not-an-image.png&w=64',
    // Percent signs that do not decode: refused, not a server error.
    'url=/%25',
    'url=/%25E0%25A4%25A',
    'url=/img/photo.png%25',
    // Only the widths the site asks for, and a few qualities.
    'url=/img/photo.png&w=320',
    'url=/img/photo.png&w=641',
    'url=/img/photo.png&w=4000',
    'url=/img/photo.png&w=0640',
    'url=/img/photo.png&w=640&q=80',
    'url=/img/photo.png&w=640&q=100',
    'url=/img/photo.png&w=640&fm=gif',
  ])('refuses %s with 400', async (query) => {
    expect((await get(`/.netlify/images?${query}`)).status).toBe(400);
  });

  it('refuses a source above the pixel limit without transforming it', async () => {
    // 7000 x 6000: 42 megapixels, one flat colour so the file stays small.
    write(
      'img/huge.png',
      await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    const response = await get('/.netlify/images?url=/img/huge.png&w=640');
    expect(response.status).toBe(400);
    // sharp's own limit, checked from the header before anything is decoded.
    expect(await response.text()).toContain('too large');
  });
});

describe('image queue', () => {
  const LIMIT = 2;
  const WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384];

  it(`runs at most ${LIMIT} transforms at once, and static files do not wait for them`, async () => {
    // Each transform waits until the test lets it go: what overlaps is decided here, not by timing.
    const started: ImageRequest[] = [];
    const gates: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    let finished = 0;
    let whenStarted: (() => void) | null = null;
    // Set when the test ends, so that a failed assertion does not leave transforms held.
    let open = false;
    const queued = createImageQueue({
      concurrency: LIMIT,
      transform: async (input: string, request: ImageRequest) => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(request);
        whenStarted?.();
        if (!open) await new Promise<void>((resolve) => gates.push(resolve));
        try {
          return await transformImage(input, request);
        } finally {
          running -= 1;
          finished += 1;
        }
      },
    });
    const startedCount = (count: number) =>
      new Promise<void>((resolve) => {
        whenStarted = () => {
          if (started.length >= count) resolve();
        };
        whenStarted();
      });
    const other = createSiteServer({ root, config, formsFile, images: queued });
    await new Promise<void>((resolve) => other.listen(0, resolve));
    const at = `http://localhost:${(other.address() as AddressInfo).port}`;
    try {
      const answers = WIDTHS.map((width) =>
        fetch(`${at}/.netlify/images?url=/img/photo.png&w=${width}`).then(async (response) => ({
          status: response.status,
          width: (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width,
        })),
      );
      await startedCount(LIMIT);
      // The queue is full and every transform is held: a static file is still answered.
      const page = await fetch(`${at}/pricing`);
      expect([page.status, await page.text()]).toEqual([200, '<h1>Pricing</h1>']);
      expect([finished, running]).toEqual([0, LIMIT]);
      // Let them go one at a time; each release lets exactly one waiting transform start.
      for (let released = 0; released < WIDTHS.length; released += 1) {
        await startedCount(Math.min(WIDTHS.length, released + LIMIT));
        expect(running).toBeLessThanOrEqual(LIMIT);
        gates.shift()?.();
      }
      const results = await Promise.all(answers);
      expect(results).toEqual(WIDTHS.map((width) => ({ status: 200, width })));
      expect([peak, running, started.length]).toEqual([LIMIT, 0, WIDTHS.length]);
    } finally {
      open = true;
      for (const release of gates.splice(0)) release();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});

describe('forms', () => {
  const post = (body: string) =>
    get('/newsletter/thanks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('stores a good post once and refuses a bad one with its reasons', async () => {
    expect((await post('form-name=newsletter&email=a%40b.dk&consent=on')).status).toBe(200);
    const refused = await post('form-name=newsletter&email=nope');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter an e-mail address');
    const lines = readFileSync(formsFile, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ form: 'newsletter', values: { email: 'a@b.dk' } });
  });

  it('refuses an unknown form and other methods', async () => {
    expect((await post('form-name=constructor')).status).toBe(400);
    expect((await get('/', { method: 'DELETE' })).status).toBe(405);
  });
});
