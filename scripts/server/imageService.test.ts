import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImageService, DEFAULT_IMAGE_CONCURRENCY, TransformQueue } from './imageService';
import { type ImageRequest, ImageRefused, type ImageTransform } from './images';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets queued work and settled promises run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TransformQueue', () => {
  it('runs at most its limit at once, starts the waiting in order and frees a place on failure', async () => {
    const queue = new TransformQueue(2);
    const tasks = Array.from({ length: 5 }, () => deferred<number>());
    const order: number[] = [];
    const results = tasks.map((task, index) =>
      queue
        .run(() => {
          order.push(index);
          return task.promise;
        })
        .catch((error: Error) => error.message),
    );
    await settle();
    expect([order, queue.running, queue.waiting]).toEqual([[0, 1], 2, 3]);
    tasks[1]?.reject(new Error('broken'));
    await settle();
    expect([order, queue.running, queue.waiting]).toEqual([[0, 1, 2], 2, 2]);
    tasks[0]?.resolve(0);
    tasks[2]?.resolve(2);
    await settle();
    expect(order).toEqual([0, 1, 2, 3, 4]);
    tasks[3]?.resolve(3);
    tasks[4]?.resolve(4);
    expect(await Promise.all(results)).toEqual([0, 'broken', 2, 3, 4]);
    expect([queue.running, queue.waiting, queue.peak]).toEqual([0, 0, 2]);
  });

  it('needs a place for at least one task', () => {
    expect(() => new TransformQueue(0)).toThrow();
  });
});

describe('createImageService', () => {
  const request: ImageRequest = { url: '/a.png', path: '/a.png', width: 64, quality: 75, format: 'webp' };

  async function sourceFile(): Promise<string> {
    const file = join(mkdtempSync(join(tmpdir(), 'image-source-')), 'a.png');
    writeFileSync(
      file,
      await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
    );
    return file;
  }

  it('makes one transform at a time by default, and the site variants only', () => {
    const service = createImageService({ cacheDir: null });
    expect(DEFAULT_IMAGE_CONCURRENCY).toBe(1);
    expect(service.options.concurrency).toBe(1);
    expect(service.options.threadsPerTransform).toBe(1);
    expect(sharp.concurrency()).toBe(1);
    expect(service.parse(new URLSearchParams('url=/a.png&w=320')).ok).toBe(false);
  });

  it('makes a variant asked for twice at once only once', async () => {
    const gate = deferred();
    let transforms = 0;
    const transform: ImageTransform = async () => {
      transforms += 1;
      await gate.promise;
      return { body: Buffer.from('made'), type: 'image/webp' };
    };
    const service = createImageService({ cacheDir: null, transform });
    const file = await sourceFile();
    const both = Promise.all([service.render(file, request), service.render(file, request)]);
    await settle();
    gate.resolve();
    expect((await both).map(({ body }) => body.toString())).toEqual(['made', 'made']);
    expect(transforms).toBe(1);
  });

  it('writes the cache file whole, named by the key and the format', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
    const service = createImageService({ cacheDir });
    const made = await service.render(await sourceFile(), request);
    expect(made.type).toBe('image/webp');
    expect(readdirSync(cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.webp$/)]);
    expect(service.stats()).toMatchObject({ transforms: 1, cacheHits: 0 });
  });

  it('turns an engine failure into a refusal and checks the pixel limit before queueing', async () => {
    const failing = createImageService({
      cacheDir: null,
      transform: () => Promise.reject(new Error('VipsJpeg: premature end of input')),
    });
    const file = await sourceFile();
    await expect(failing.render(file, request)).rejects.toBeInstanceOf(ImageRefused);
    const small = createImageService({ cacheDir: null, maxInputPixels: 10_000 });
    await expect(small.render(file, request)).rejects.toThrow(/too large/);
    expect(small.stats().transforms).toBe(0);
  });
});
