import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from '../../marketing/app/components/imageUrls';
import { DEFAULT_IMAGE_QUALITY, DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from '@web/shared';
import {
  createImageQueue,
  type ImageRequest,
  MAX_INPUT_PIXELS,
  parseImageRequest,
  QUEUE_FULL,
  transformImage,
} from './images';

const parse = (query: string) => parseImageRequest(new URLSearchParams(query));
const reason = (parsed: ImageRequest | string) => (typeof parsed === 'string' ? parsed : null);
const ok = (parsed: ImageRequest | string) => typeof parsed !== 'string';

/** A PNG file of that size, in a folder of its own. */
async function png(width: number, height: number): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'image-source-')), 'a.png');
  const image = sharp({ create: { width, height, channels: 3, background: '#0f766e' } });
  writeFileSync(file, await image.png({ compressionLevel: 1 }).toBuffer());
  return file;
}

describe('parseImageRequest', () => {
  it('reads a request the site makes, decoding the path once more', () => {
    expect(parse('url=%2Fimg%2Fmy%2520photo.png%3Fv%3D2&w=640&q=90&fm=JPG')).toEqual({
      path: '/img/my photo.png',
      width: 640,
      quality: 90,
      format: 'jpeg',
    });
  });

  it('takes the source width and quality 75 when none is asked for', () => {
    expect(parse('url=/a.png')).toMatchObject({ width: null, quality: 75, format: null });
  });

  it.each(['url=/a.png&w=640&h=480', 'url=/a.png&w=640&fit=cover', 'url=/a.png&h=&position=top'])(
    'refuses %s, a shape it would not make, rather than answer another size',
    (query) => {
      expect(reason(parse(query))).toBe('ask for a width (w) alone.');
    },
  );

  it.each(['/%', '/%E0%A4%A', '/img/%zz.png', '/a%00.png'])(
    'refuses the path %s, which does not decode',
    (path) => {
      expect(reason(parse(`url=${encodeURIComponent(path)}`))).toBe('url is not a valid path.');
    },
  );

  it('accepts every width the site asks for and no other', () => {
    for (const width of [...IMAGE_SIZES, ...DEVICE_SIZES])
      expect(ok(parse(`url=/a.png&w=${width}`))).toBe(true);
    for (const width of [
      '1',
      '15',
      '17',
      '320',
      '560',
      '639',
      '3841',
      '4000',
      '0640',
      '640.0',
      '-640',
      '1e3',
    ])
      expect(reason(parse(`url=/a.png&w=${width}`))).toMatch(/^w must be one of 16, 32, .*, 3840\.$/);
  });

  it('accepts a few qualities and no other', () => {
    expect(IMAGE_QUALITIES).toContain(DEFAULT_IMAGE_QUALITY);
    for (const quality of IMAGE_QUALITIES) expect(ok(parse(`url=/a.png&q=${quality}`))).toBe(true);
    for (const quality of ['0', '1', '74', '76', '80', '100', '075'])
      expect(reason(parse(`url=/a.png&q=${quality}`))).toBe('q must be one of 50, 75, 90.');
  });

  it('accepts every address of the marketing Image component', () => {
    const addresses = [imageUrl('/img/a.png', 640), ...imageSrcSet('/img/a.png', 4000).split(', ')].map(
      (entry) => entry.split(' ')[0] ?? '',
    );
    expect(addresses).toHaveLength(1 + IMAGE_SIZES.length + DEVICE_SIZES.length);
    for (const address of addresses)
      expect(ok(parseImageRequest(new URL(address, 'http://localhost').searchParams))).toBe(true);
  });
});

describe('transformImage', () => {
  const request: ImageRequest = { path: '/a.png', width: 64, quality: 75, format: null };

  it('resizes without enlarging and keeps PNG as PNG', async () => {
    const small = await transformImage(await png(40, 20), request);
    expect(small.type).toBe('image/png');
    expect((await sharp(small.body).metadata()).width).toBe(40);
    const resized = await transformImage(await png(200, 100), request);
    expect((await sharp(resized.body).metadata()).width).toBe(64);
  });

  it('refuses a source above its pixel limit, and a file that is not an image', async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThanOrEqual(40_000_000);
    await expect(transformImage(await png(200, 100), request, 20_000)).resolves.toBeDefined();
    await expect(transformImage(await png(200, 100), request, 19_999)).rejects.toThrow(/pixel limit/);
    const text = join(mkdtempSync(join(tmpdir(), 'image-source-')), 'a.png');
    writeFileSync(text, 'plain text');
    await expect(transformImage(text, request)).rejects.toThrow();
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => (resolve = yes));
  return { promise, resolve };
}

describe('createImageQueue', () => {
  const request: ImageRequest = { path: '/a.png', width: 64, quality: 75, format: 'webp' };

  it('runs at most its limit at once, in order, and frees the place on failure', async () => {
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const render = createImageQueue({
      concurrency: 1,
      transform: async (_file, { width }) => {
        started.push(width ?? 0);
        await gates[started.length - 1]?.promise;
        if (width === 16) throw new Error('engine failed');
        return { body: Buffer.from(String(width)), type: 'image/png' };
      },
    });
    const answers = [16, 32, 48].map((width) => render('a.png', { ...request, width }).catch(String));
    await Promise.resolve();
    expect(started).toEqual([16]);
    gates.forEach((gate) => gate.resolve());
    const bodies = await Promise.all(answers);
    expect(started).toEqual([16, 32, 48]);
    expect(bodies.map((answer) => (typeof answer === 'object' ? answer?.body.toString() : answer))).toEqual([
      'Error: engine failed',
      '32',
      '48',
    ]);
  });

  it('refuses a task when its waiting places are taken, and skips one whose client left', async () => {
    const gate = deferred();
    let runs = 0;
    const render = createImageQueue({
      maxWaiting: 2,
      transform: async () => {
        runs += 1;
        await gate.promise;
        return { body: Buffer.from('made'), type: 'image/avif' };
      },
    });
    const running = render('a.png', request);
    const left = render('a.png', request, () => true);
    const waiting = render('a.png', request);
    expect(await render('a.png', request)).toBe(QUEUE_FULL);
    gate.resolve();
    expect([await left, (await running) !== null, (await waiting) !== null, runs]).toEqual([
      null,
      true,
      true,
      2,
    ]);
  });
});
