import sharp from 'sharp';
import { DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS } from '@web/shared';
import { parseRequestTarget } from './requestTarget';

/** A validated `/.netlify/images` request. */
export interface ImageRequest {
  /** The `url` parameter as given (a site path, perhaps with a query). */
  url: string;
  /** The file path it names: without query or fragment, percent-decoded. */
  path: string;
  /** Null: the source's own width. */
  width: number | null;
  quality: number;
  /** Null: the source's own format (JPEG and WebP stay, anything else becomes PNG). */
  format: 'webp' | 'avif' | 'png' | 'jpeg' | null;
}

/** What a request may ask for: any other width or quality is refused. */
export interface ImageVariants {
  widths: readonly number[];
  qualities: readonly number[];
  defaultQuality: number;
}

/** The site's widths (`IMAGE_SIZES` and `DEVICE_SIZES`) and a few qualities. */
export const SITE_IMAGE_VARIANTS: ImageVariants = {
  widths: IMAGE_WIDTHS,
  qualities: IMAGE_QUALITIES,
  defaultQuality: DEFAULT_IMAGE_QUALITY,
};

/**
 * The largest source the endpoint decodes, in pixels (width x height): 25 megapixels, e.g.
 * 6000 x 4000. The largest width asked for is 3840; a larger source is refused, not decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

export type ParsedImageRequest = { ok: true; request: ImageRequest } | { ok: false; reason: string };

const FORMATS: Record<string, ImageRequest['format']> = {
  webp: 'webp',
  avif: 'avif',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

/** Netlify's parameters that change an image's shape (height, fit, crop position). */
const UNSUPPORTED_PARAMETERS = ['h', 'fit', 'position'] as const;

/**
 * A number from `values`, written plainly (`640`, not `0640`: one address per variant); null
 * for an absent or empty parameter, undefined for anything else.
 */
function oneOf(raw: string | null, values: readonly number[]): number | null | undefined {
  if (raw === null || raw === '') return null;
  return values.find((value) => String(value) === raw);
}

/**
 * Reads `url`, `w`, `q` and `fm` as Netlify's Image CDN does, but makes only the site's
 * variants: `w` must be one of `variants.widths` (or absent: the source's width), `q` one of
 * `variants.qualities` (absent: the default). `h`, `fit` and `position` are refused. Anything
 * else is refused with the reason.
 */
export function parseImageRequest(
  params: URLSearchParams,
  variants: ImageVariants = SITE_IMAGE_VARIANTS,
): ParsedImageRequest {
  const url = params.get('url') ?? '';
  // Our own files only: a site path, never another host or a protocol-relative URL.
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return { ok: false, reason: 'url must be a path on this site.' };
  // The same reading as any request's own path: decoded, normalised, no control characters.
  const path = parseRequestTarget(url)?.path;
  if (path === undefined) return { ok: false, reason: 'url is not a valid path.' };
  // Netlify's Image CDN also crops and fits to a height; the site never asks for that, so these
  // are refused rather than ignored: an answer of another size than asked would be a silent lie.
  const unsupported = UNSUPPORTED_PARAMETERS.filter((name) => params.has(name));
  if (unsupported.length > 0)
    return {
      ok: false,
      reason: `${unsupported.join(', ')} ${unsupported.length === 1 ? 'is' : 'are'} not supported here: ask for a width (w) alone.`,
    };
  const width = oneOf(params.get('w'), variants.widths);
  if (width === undefined) return { ok: false, reason: `w must be one of ${variants.widths.join(', ')}.` };
  const quality = oneOf(params.get('q'), variants.qualities);
  if (quality === undefined)
    return { ok: false, reason: `q must be one of ${variants.qualities.join(', ')}.` };
  const formatParam = params.get('fm');
  const format = formatParam === null ? null : FORMATS[formatParam.toLowerCase()];
  if (format === undefined)
    return { ok: false, reason: `fm must be one of ${Object.keys(FORMATS).join(', ')}.` };
  return { ok: true, request: { url, path, width, quality: quality ?? variants.defaultQuality, format } };
}

/** A transformed image. */
export interface TransformedImage {
  body: Buffer;
  type: string;
}

/** Anything that resizes and re-encodes one image: sharp here, perhaps Netlify's engine later. */
export type ImageTransform = (input: Buffer, request: ImageRequest) => Promise<TransformedImage>;

/** A source the endpoint will not transform; the reason is for the 400 answer. */
export class ImageRefused extends Error {
  override name = 'ImageRefused';
}

/** The image queue is full: the client may try again after `retryAfterSeconds` (503). */
export class ImageQueueFull extends Error {
  override name = 'ImageQueueFull';
  constructor(readonly retryAfterSeconds: number) {
    super('The image service is busy: please try again in a moment.');
  }
}

/** Every client that asked for a transform left before it started: it was dropped. */
export class ImageCancelled extends Error {
  override name = 'ImageCancelled';
}

/** What the guard reads from a source's header. */
export interface ImageSourceInfo {
  width: number;
  height: number;
  /** sharp's name for the format: `jpeg`, `png`, `webp`, `gif`... */
  format: string;
}

/**
 * Refuses a source larger than `maxPixels` or not an image, reading only its header: the
 * guard runs before any transform, whatever engine does the transform.
 */
export async function checkImageSource(
  input: Buffer,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<ImageSourceInfo> {
  let width: number;
  let height: number;
  let format: string;
  try {
    ({ width, height, format } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRefused('That file is not an image we can resize.');
  }
  if (width * height > maxPixels)
    throw new ImageRefused(
      `The image is too large to resize (${width} x ${height}; at most ${maxPixels / 1e6} megapixels).`,
    );
  return { width, height, format };
}

/** The format made when a request names none: JPEG and WebP stay, anything else becomes PNG. */
export function defaultFormat(sourceFormat: string): NonNullable<ImageRequest['format']> {
  return sourceFormat === 'jpeg' ? 'jpeg' : sourceFormat === 'webp' ? 'webp' : 'png';
}

/**
 * One request for each distinct output: a width at or above the source's is the source's own
 * (never enlarged), and the default format is named. Equivalent requests share a cache entry.
 */
export function canonicalRequest(request: ImageRequest, source: ImageSourceInfo): ImageRequest {
  return {
    ...request,
    width: request.width !== null && request.width < source.width ? request.width : null,
    format: request.format ?? defaultFormat(source.format),
  };
}

/** Resizes (never enlarges) and re-encodes one image with sharp. */
export async function transformImage(
  input: Buffer,
  request: ImageRequest,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<TransformedImage> {
  // The limit again inside the engine: sharp refuses a larger source before decoding it.
  const image = sharp(input, { failOn: 'error', limitInputPixels: maxPixels });
  const metadata = await image.metadata();
  const format = request.format ?? defaultFormat(metadata.format);
  if (request.width) image.resize({ width: request.width, withoutEnlargement: true });
  const body = await image.toFormat(format, { quality: request.quality }).toBuffer();
  return { body, type: `image/${format}` };
}
