import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from '../../marketing/app/components/imageUrls';
import { DEFAULT_IMAGE_QUALITY, DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from '@web/shared';
import {
  checkImageSource,
  ImageRefused,
  MAX_INPUT_PIXELS,
  parseImageRequest,
  type ParsedImageRequest,
  transformImage,
} from './images';

const parse = (query: string) => parseImageRequest(new URLSearchParams(query));
const reason = (parsed: ParsedImageRequest) => (parsed.ok ? null : parsed.reason);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png({ compressionLevel: 1 })
    .toBuffer();

describe('parseImageRequest', () => {
  it('reads a request the site makes, decoding the path once more', () => {
    expect(parse('url=%2Fimg%2Fmy%2520photo.png%3Fv%3D2&w=640&q=90&fm=JPG')).toEqual({
      ok: true,
      request: {
        url: '/img/my%20photo.png?v=2',
        path: '/img/my photo.png',
        width: 640,
        quality: 90,
        format: 'jpeg',
      },
    });
  });

  it('takes the source width and quality 75 when none is asked for', () => {
    expect(parse('url=/a.png')).toMatchObject({
      ok: true,
      request: { width: null, quality: 75, format: null },
    });
  });

  it.each([
    ['url=/a.png&w=640&h=480', 'h is not supported here: ask for a width (w) alone.'],
    ['url=/a.png&w=640&fit=cover', 'fit is not supported here: ask for a width (w) alone.'],
    [
      'url=/a.png&h=&fit=contain&position=top',
      'h, fit, position are not supported here: ask for a width (w) alone.',
    ],
  ])('refuses %s, a shape it would not make, rather than answer another size', (query, expected) => {
    expect(reason(parse(query))).toBe(expected);
  });

  it.each(['/%', '/%E0%A4%A', '/img/%zz.png', '/a%00.png'])(
    'refuses the path %s, which does not decode',
    (path) => {
      expect(reason(parse(`url=${encodeURIComponent(path)}`))).toBe('url is not a valid path.');
    },
  );

  it('accepts every width the site asks for and no other', () => {
    for (const width of [...IMAGE_SIZES, ...DEVICE_SIZES])
      expect(parse(`url=/a.png&w=${width}`).ok).toBe(true);
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
    for (const quality of IMAGE_QUALITIES) expect(parse(`url=/a.png&q=${quality}`).ok).toBe(true);
    for (const quality of ['0', '1', '74', '76', '80', '100', '075'])
      expect(reason(parse(`url=/a.png&q=${quality}`))).toBe('q must be one of 50, 75, 90.');
  });

  it('accepts every address of the marketing Image component', () => {
    const addresses = [imageUrl('/img/a.png', 640), ...imageSrcSet('/img/a.png', 4000).split(', ')].map(
      (entry) => entry.split(' ')[0] ?? '',
    );
    expect(addresses).toHaveLength(1 + IMAGE_SIZES.length + DEVICE_SIZES.length);
    for (const address of addresses)
      expect(parseImageRequest(new URL(address, 'http://localhost').searchParams).ok).toBe(true);
  });

  it('takes other lists of variants', () => {
    const variants = { widths: [100], qualities: [60], defaultQuality: 60 };
    expect(parseImageRequest(new URLSearchParams('url=/a.png&w=100'), variants)).toMatchObject({
      ok: true,
      request: { width: 100, quality: 60 },
    });
    expect(parseImageRequest(new URLSearchParams('url=/a.png&w=640'), variants).ok).toBe(false);
  });
});

describe('checkImageSource', () => {
  it('lets an image within the limit through and refuses a larger one from its header', async () => {
    expect(MAX_INPUT_PIXELS).toBeLessThanOrEqual(40_000_000);
    const image = await png(200, 100);
    await expect(checkImageSource(image, 20_000)).resolves.toMatchObject({ width: 200, height: 100 });
    await expect(checkImageSource(image, 19_999)).rejects.toThrow(/too large to resize \(200 x 100/);
  });

  it('refuses a file that is not an image', async () => {
    await expect(checkImageSource(Buffer.from('plain text'))).rejects.toBeInstanceOf(ImageRefused);
  });
});

describe('transformImage', () => {
  const request = { url: '/a.png', path: '/a.png', width: 64, quality: 75, format: null };

  it('resizes without enlarging and keeps PNG as PNG', async () => {
    const small = await transformImage(await png(40, 20), request);
    expect(small.type).toBe('image/png');
    expect((await sharp(small.body).metadata()).width).toBe(40);
    expect((await sharp((await transformImage(await png(200, 100), request)).body).metadata()).width).toBe(
      64,
    );
  });

  it('refuses a source above its pixel limit itself', async () => {
    await expect(transformImage(await png(200, 100), request, 10_000)).rejects.toThrow(/pixel limit/);
  });
});
