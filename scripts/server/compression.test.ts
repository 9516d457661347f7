import { readFileSync, utimesSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodedCopyPath, precompressFolder } from '../files/encoded';
import { parseNetlifyConfig } from './netlifyConfig';
import { createSiteServer } from './server';
import { makeSite } from './testing/site';

// The server sends the compressed copies the build wrote, as a CDN does, and never compresses
// while a visitor waits: a first download of a large file costs the event loop nothing.
let server: Server;
let origin: string;
let root: string;
let write: (path: string, body: string | Buffer) => void;

const SCRIPT = Array.from({ length: 2_000 }, (_, line) => `export const v${line} = ${line * 7};\n`).join('');

beforeAll(async () => {
  ({ root, write } = makeSite('compression-'));
  write('404.html', '<h1>Not found</h1>');
  write('assets/app.js', SCRIPT);
  write('edited.js', SCRIPT);
  write('small.css', 'a{color:red}');
  await precompressFolder(root);
  // Edited after the build: its copies are stale and must never be sent.
  write('edited.js', `${SCRIPT}// edited\n`);
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(root, 'edited.js'), later, later);
  server = createSiteServer({
    root,
    config: parseNetlifyConfig(''),
    formsFile: join(root, '..', 'forms.jsonl'),
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer: fetch would decode the body, and the test is about the bytes sent. */
async function download(path: string, acceptEncoding: string, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${origin}${path}`, { method, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'for Accept-Encoding %s are the build copy, byte for byte',
    async (accept, encoding, decode) => {
      const { headers, body } = await download('/assets/app.js', accept);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(body.equals(readFileSync(encodedCopyPath(root, join(root, 'assets/app.js'), encoding)))).toBe(
        true,
      );
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(decode(body).toString()).toBe(SCRIPT);
    },
  );

  it("give HEAD the copy's length and no body", async () => {
    const { headers, body } = await download('/assets/app.js', 'br', 'HEAD');
    const copy = readFileSync(encodedCopyPath(root, join(root, 'assets/app.js'), 'br'));
    expect([headers['content-encoding'], Number(headers['content-length']), body.length]).toEqual([
      'br',
      copy.length,
      0,
    ]);
  });

  it('fall back to the file itself for a file too small to have copies, or edited since the build', async () => {
    const small = await download('/small.css', 'br, gzip');
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, 'a{color:red}']);
    const edited = await download('/edited.js', 'br, gzip');
    expect(edited.headers['content-encoding']).toBeUndefined();
    expect(edited.body.toString()).toBe(`${SCRIPT}// edited\n`);
  });

  it('never serve the copies folder itself', async () => {
    const response = await fetch(`${origin}/.encoded/assets/app.js.br`);
    expect(response.status).toBe(404);
  });
});
