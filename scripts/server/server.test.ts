import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNetlifyConfig } from './netlifyConfig';
import { createSiteServer } from './server';

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
`);

let server: Server;
let origin: string;
let root: string;
let formsFile: string;

function write(path: string, body: string | Buffer) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), body);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-'));
  formsFile = join(root, '..', `${root.split('/').pop()}-forms.jsonl`);
  write('index.html', '<h1>Home</h1>');
  write('pricing/index.html', '<h1>Pricing</h1>');
  write('forced.html', 'shadowed by a forced rule');
  write('404.html', '<h1>Marketing 404</h1>');
  write('docs/index.html', '<h1>Docs</h1>');
  write('docs/billing/plans.html', '<h1>Plans</h1>');
  write('docs/404.html', '<h1>Docs 404</h1>');
  write('security.txt', 'Contact: mailto:security@example.com');
  write('assets/app-abc123.js', 'console.log("x");'.repeat(200));
  write(
    'img/photo.png',
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
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
    const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(width).toBe(640);
  });

  it.each([
    'url=https://evil.example/x.png&w=64',
    'url=//evil.example/x.png',
    'url=/img/photo.png&w=abc',
    'url=/img/none.png',
  ])('refuses %s', async (query) => {
    expect((await get(`/.netlify/images?${query}`)).status).toBe(400);
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
