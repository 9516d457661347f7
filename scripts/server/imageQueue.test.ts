import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createImageService, TransformQueue } from './imageService';
import { ImageCancelled, ImageQueueFull, type ImageRequest, type ImageTransform } from './images';
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

const request: ImageRequest = { url: '/a.png', path: '/a.png', width: 64, quality: 75, format: 'webp' };

describe('TransformQueue', () => {
  it('refuses a task when its waiting places are taken', async () => {
    const queue = new TransformQueue(1, 2);
    const gate = deferred();
    const running = [0, 1, 2].map(() => queue.run(() => gate.promise));
    await expect(queue.run(() => gate.promise)).rejects.toBeInstanceOf(ImageQueueFull);
    gate.resolve();
    await Promise.all(running);
  });

  it('drops a task whose signal fired before its turn, and frees its place', async () => {
    const queue = new TransformQueue(1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const dropped = queue.run(async () => void (ran = true), controller.signal);
    const next = queue.run(async () => 'next');
    controller.abort();
    gate.resolve();
    await expect(dropped).rejects.toBeInstanceOf(ImageCancelled);
    expect(await next).toBe('next');
    await first;
    expect([ran, queue.dropped]).toEqual([false, 1]);
  });
});

describe('createImageService', () => {
  it('makes one cache entry for a width above the source and for the default format named', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    const service = createImageService({ cacheDir });
    const file = await sourceFile(200);
    await service.render(file, { ...request, width: 640, format: null });
    await service.render(file, { ...request, width: null, format: 'png' });
    await service.render(file, { ...request, width: 3840, format: 'png' });
    expect(service.stats()).toMatchObject({ transforms: 1, cacheHits: 2 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
  });

  it('keeps the cache under its cap, dropping the least recently used', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    const transform: ImageTransform = async (_input, asked) => ({
      body: Buffer.alloc(1000, asked.quality),
      type: 'image/webp',
    });
    const service = createImageService({ cacheDir, transform, cacheMaxBytes: 2500 });
    const file = await sourceFile();
    for (const quality of [50, 75, 90]) await service.render(file, { ...request, quality });
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(service.stats().cacheBytes).toBeLessThanOrEqual(2500);
    // The first made was the least recently used: it is the one gone.
    await service.render(file, { ...request, quality: 50 });
    expect(service.stats()).toMatchObject({ transforms: 4 });
  });
});

describe('the image endpoint', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(transform: ImageTransform, maxWaiting = 64) {
    const root = mkdtempSync(join(tmpdir(), 'image-site-'));
    writeFileSync(join(root, '404.html'), 'Not found');
    const source = await sourceFile(4000);
    writeFileSync(join(root, 'a.png'), (await import('node:fs')).readFileSync(source));
    const images = createImageService({ cacheDir: null, transform, maxWaiting });
    server = createSiteServer({
      root,
      config: parseNetlifyConfig(''),
      formsFile: join(root, 'f.jsonl'),
      images,
    });
    // The server's side of each connection, to wait until it has seen a client leave.
    const closed: Promise<unknown>[] = [];
    server.on('connection', (socket: Socket) =>
      closed.push(new Promise((resolve) => socket.once('close', resolve))),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return {
      port: (server.address() as AddressInfo).port,
      images,
      serverSawClose: () => Promise.all(closed),
    };
  }

  const widths = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

  it('drops the transforms of clients that left before their turn', async () => {
    const gate = deferred();
    const started = deferred();
    const transform: ImageTransform = async () => {
      started.resolve();
      await gate.promise;
      return { body: Buffer.from('made'), type: 'image/avif' };
    };
    const { port, images, serverSawClose } = await start(transform);
    const requests = widths.map((width) =>
      get({ host: '127.0.0.1', port, path: `/.netlify/images?url=/a.png&w=${width}&fm=avif` }).on(
        'error',
        () => {},
      ),
    );
    await started.promise;
    // Everyone leaves while the first transform runs.
    for (const req of requests) req.destroy();
    await serverSawClose();
    gate.resolve();
    // Every request ends either transformed or dropped; wait (bounded) until all have.
    const deadline = Date.now() + 10_000;
    while (images.stats().transforms + images.stats().dropped < widths.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(images.stats()).toMatchObject({ transforms: 1, dropped: widths.length - 1 });
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const gate = deferred();
    const transform: ImageTransform = async () => {
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
