import { mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createImageQueue, type TransformedImage } from './images';
import { parseNetlifyConfig } from './netlifyConfig';
import { createSiteServer } from './server';

// The image queue against clients that flood it or leave (issue 26, item 4).

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => (resolve = yes));
  return { promise, resolve };
}

async function sourceFile(width = 200): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'image-source-')), 'a.png');
  writeFileSync(
    file,
    await sharp({ create: { width, height: 100, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  return file;
}

describe('the image endpoint', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(transform: () => Promise<TransformedImage>, maxWaiting = 64) {
    const root = mkdtempSync(join(tmpdir(), 'image-site-'));
    writeFileSync(join(root, '404.html'), 'Not found');
    const source = await sourceFile(4000);
    writeFileSync(join(root, 'a.png'), (await import('node:fs')).readFileSync(source));
    let transforms = 0;
    const images = createImageQueue({
      maxWaiting,
      transform: () => {
        transforms += 1;
        return transform();
      },
    });
    server = createSiteServer({
      root,
      config: parseNetlifyConfig(''),
      formsFile: join(root, 'f.jsonl'),
      images,
    });
    // The server's side of each request's connection, to wait until it has seen every client leave.
    const closed: Promise<unknown>[] = [];
    server.on('request', (req: IncomingMessage) =>
      closed.push(new Promise((resolve) => req.socket.once('close', resolve))),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      transforms: () => transforms,
      requestsSeen: () => closed.length,
      serverSawClose: () => Promise.all(closed),
    };
  }

  const widths = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

  it('drops the transforms of clients that left before their turn', async () => {
    const gate = deferred();
    const started = deferred();
    const transform = async () => {
      started.resolve();
      await gate.promise;
      return { body: Buffer.from('made'), type: 'image/avif' };
    };
    const { port, transforms, requestsSeen, serverSawClose } = await start(transform);
    const requests = widths.map((width) =>
      get({ host: '127.0.0.1', port, path: `/.netlify/images?url=/a.png&w=${width}&fm=avif` }).on(
        'error',
        () => {},
      ),
    );
    await started.promise;
    while (requestsSeen() < widths.length) await new Promise((resolve) => setTimeout(resolve, 5));
    // Everyone leaves while the first transform runs and the others wait.
    for (const req of requests) req.destroy();
    await serverSawClose();
    gate.resolve();
    // The waiting requests' turns come one after another; give them time to (not) run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transforms()).toBe(1);
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const gate = deferred();
    const transform = async () => {
      await gate.promise;
      return { body: Buffer.from('made'), type: 'image/avif' };
    };
    const { port } = await start(transform, 2);
    const answers = widths.slice(0, 5).map(
      (width) =>
        new Promise<{ status: number; retryAfter: unknown }>((resolve) =>
          get({ host: '127.0.0.1', port, path: `/.netlify/images?url=/a.png&w=${width}&fm=avif` }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] });
          }),
        ),
    );
    const refused = await Promise.race(answers);
    expect(refused).toEqual({ status: 503, retryAfter: '5' });
    gate.resolve();
    // One running and two waiting are served; the rest may be refused (or served, if they came
    // after the queue had room again).
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });
});
