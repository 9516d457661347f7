import sharp from 'sharp';
import { DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS } from '@web/shared';
import { parseRequestTarget } from './requestTarget';

/** A validated `/.netlify/images` request. */
export interface ImageRequest {
  /** The file path `url` names: without query, percent-decoded, normalised. */
  path: string;
  /** Null: the source's own width. */
  width: number | null;
  quality: number;
  /** Null: the source's own format (JPEG and WebP stay, anything else becomes PNG). */
  format: 'webp' | 'avif' | 'png' | 'jpeg' | null;
}

/** The largest source decoded, in pixels: 25 megapixels (6000 x 4000); sharp refuses more. */
export const MAX_INPUT_PIXELS = 25_000_000;

const FORMATS: Record<string, ImageRequest['format']> = {
  webp: 'webp',
  avif: 'avif',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

/** A number from `values` written plainly (`640`, not `0640`); null when absent, undefined otherwise. */
function oneOf(raw: string | null, values: readonly number[]): number | null | undefined {
  if (raw === null || raw === '') return null;
  return values.find((value) => String(value) === raw);
}

/**
 * Reads `url`, `w`, `q` and `fm` as Netlify's Image CDN does, but makes only the site's variants
 * (`IMAGE_WIDTHS`, `IMAGE_QUALITIES`), so a visitor cannot ask for work the site never asks for.
 * Netlify's `h`, `fit` and `position` are refused: an answer of another shape would be a lie.
 */
export function parseImageRequest(params: URLSearchParams): ImageRequest | string {
  const url = params.get('url') ?? '';
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return 'url must be a path on this site.';
  const path = parseRequestTarget(url)?.path;
  if (path === undefined) return 'url is not a valid path.';
  if (['h', 'fit', 'position'].some((name) => params.has(name))) return 'ask for a width (w) alone.';
  const width = oneOf(params.get('w'), IMAGE_WIDTHS);
  if (width === undefined) return `w must be one of ${IMAGE_WIDTHS.join(', ')}.`;
  const quality = oneOf(params.get('q'), IMAGE_QUALITIES);
  if (quality === undefined) return `q must be one of ${IMAGE_QUALITIES.join(', ')}.`;
  const fm = params.get('fm');
  const format = fm === null ? null : FORMATS[fm.toLowerCase()];
  if (format === undefined) return `fm must be one of ${Object.keys(FORMATS).join(', ')}.`;
  return { path, width, quality: quality ?? DEFAULT_IMAGE_QUALITY, format };
}

export interface TransformedImage {
  body: Buffer;
  type: string;
}

/** Resizes (never enlarges) and re-encodes one file; sharp refuses a source over `maxPixels` unread. */
export async function transformImage(
  file: string,
  request: ImageRequest,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<TransformedImage> {
  const image = sharp(file, { failOn: 'error', limitInputPixels: maxPixels });
  const source = (await image.metadata()).format;
  const format = request.format ?? (source === 'jpeg' || source === 'webp' ? source : 'png');
  if (request.width) image.resize({ width: request.width, withoutEnlargement: true });
  return {
    body: await image.toFormat(format, { quality: request.quality }).toBuffer(),
    type: `image/${format}`,
  };
}

// One libvips thread per transform, and no decoded images kept: the queue below is the bound.
sharp.concurrency(1);
sharp.cache(false);

/** The service is busy: answer 503 with Retry-After. */
export const QUEUE_FULL = Symbol('queue full');

/**
 * Runs `transform` at most `concurrency` at a time (sharp works on libuv's thread pool, which
 * file reads share, so one transform leaves room for static files); up to `maxWaiting` more wait
 * in order and any more get QUEUE_FULL. A waiting task whose client left (`gone()`) is skipped.
 */
export function createImageQueue({
  concurrency = 1,
  maxWaiting = 32,
  transform = (file: string, request: ImageRequest) => transformImage(file, request),
} = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function render(
    file: string,
    request: ImageRequest,
    gone: () => boolean = () => false,
  ): Promise<TransformedImage | typeof QUEUE_FULL | null> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) return QUEUE_FULL;
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    // A place is handed on, not freed and retaken, so no newcomer overtakes the waiting.
    try {
      return gone() ? null : await transform(file, request);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
