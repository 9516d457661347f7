import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../paths';
import {
  checkImageSource,
  ImageRefused,
  type ImageRequest,
  type ImageTransform,
  type ImageVariants,
  MAX_INPUT_PIXELS,
  type ParsedImageRequest,
  parseImageRequest,
  SITE_IMAGE_VARIANTS,
  type TransformedImage,
  transformImage,
} from './images';

/** Runs at most `limit` tasks at once; the others wait in order. */
export class TransformQueue {
  #running = 0;
  #peak = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A queue runs at least 1 task, not ${limit}.`);
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** The most tasks that ever ran at once. */
  get peak(): number {
    return this.#peak;
  }

  /** Tasks waiting for a free place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running += 1;
    this.#peak = Math.max(this.#peak, this.#running);
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }
}

export interface ImageServiceOptions {
  /** Where transformed images are kept between runs; null keeps nothing. */
  cacheDir: string | null;
  /** Transforms at once; the others wait. */
  concurrency: number;
  /** Threads libvips may use for one transform (`sharp.concurrency`), so one cannot take every core. */
  threadsPerTransform: number;
  /** The largest source decoded, in pixels. */
  maxInputPixels: number;
  /** The widths and qualities made. */
  variants: ImageVariants;
  /** The engine; the guards around it stay the same whatever it is. */
  transform: ImageTransform;
  /** Part of every cache key: change it when the engine's output changes. */
  engineVersion: string;
}

/** What the service has done, for tests and logs. */
export interface ImageServiceStats {
  /** Engine runs started (cache hits and shared in-flight requests run none). */
  transforms: number;
  /** Engine runs now. */
  running: number;
  /** The most engine runs at once. */
  peakRunning: number;
  /** Requests waiting for a free place in the queue. */
  waiting: number;
  /** Answers read from the disk cache. */
  cacheHits: number;
}

/** The guards around an image engine: allowed variants, pixel limit, queue and disk cache. */
export interface ImageService {
  readonly options: Readonly<ImageServiceOptions>;
  /** A request for one of the allowed variants, or the reason it is refused. */
  parse(params: URLSearchParams): ParsedImageRequest;
  /** The transformed source file; throws `ImageRefused` for a source it will not transform. */
  render(sourceFile: string, request: ImageRequest): Promise<TransformedImage>;
  stats(): ImageServiceStats;
}

/** One transform at a time: a page's images come one after another, and static files never wait. */
export const DEFAULT_IMAGE_CONCURRENCY = 1;

const CACHED_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The cache file's name: the source's contents and every parameter that changes the output. */
function cacheKey(source: Buffer, request: ImageRequest, options: ImageServiceOptions): string {
  return sha256(
    JSON.stringify({
      source: sha256(source),
      width: request.width,
      quality: request.quality,
      format: request.format,
      engine: options.engineVersion,
    }),
  );
}

async function readCached(dir: string, key: string): Promise<TransformedImage | null> {
  for (const format of CACHED_FORMATS) {
    try {
      return { body: await readFile(join(dir, `${key}.${format}`)), type: `image/${format}` };
    } catch {
      // Not cached in this format.
    }
  }
  return null;
}

/** Writes by renaming a finished file, so a reader never sees half an image. */
async function writeCached(dir: string, key: string, image: TransformedImage): Promise<void> {
  const format = image.type.replace('image/', '');
  if (!(CACHED_FORMATS as readonly string[]).includes(format)) return;
  const file = join(dir, `${key}.${format}`);
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, image.body);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    console.warn(`Image cache: could not write ${file}:`, error);
  }
}

/** The image endpoint's guards and cache around `options.transform` (sharp by default). */
export function createImageService(overrides: Partial<ImageServiceOptions> = {}): ImageService {
  const maxInputPixels = overrides.maxInputPixels ?? MAX_INPUT_PIXELS;
  const options: ImageServiceOptions = {
    cacheDir: join(ROOT, '.cache', 'images'),
    concurrency: DEFAULT_IMAGE_CONCURRENCY,
    threadsPerTransform: 1,
    variants: SITE_IMAGE_VARIANTS,
    transform: (input, request) => transformImage(input, request, maxInputPixels),
    engineVersion: `sharp ${sharp.versions.sharp}`,
    ...overrides,
    maxInputPixels,
  };
  // sharp runs off the main thread; this keeps one transform from using every core as well.
  sharp.concurrency(options.threadsPerTransform);
  const queue = new TransformQueue(options.concurrency);
  const inFlight = new Map<string, Promise<TransformedImage>>();
  let transforms = 0;
  let cacheHits = 0;

  async function produce(source: Buffer, request: ImageRequest, key: string): Promise<TransformedImage> {
    if (options.cacheDir) {
      const cached = await readCached(options.cacheDir, key);
      if (cached) {
        cacheHits += 1;
        return cached;
      }
    }
    // Refused before it waits in the queue: only the header is read.
    await checkImageSource(source, options.maxInputPixels);
    const image = await queue.run(async () => {
      transforms += 1;
      try {
        return await options.transform(source, request);
      } catch (error) {
        // The header looked like an image, but the engine could not read the rest.
        if (error instanceof ImageRefused) throw error;
        throw new ImageRefused('That file is not an image we can resize.', { cause: error });
      }
    });
    if (options.cacheDir) await writeCached(options.cacheDir, key, image);
    return image;
  }

  return {
    options,
    parse: (params) => parseImageRequest(params, options.variants),
    async render(sourceFile, request) {
      const source = await readFile(sourceFile);
      const key = cacheKey(source, request, options);
      // The same variant asked for twice at once is made once.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(source, request, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    stats: () => ({
      transforms,
      running: queue.running,
      peakRunning: queue.peak,
      waiting: queue.waiting,
      cacheHits,
    }),
  };
}

let shared: ImageService | null = null;

/** The service `npm run serve` uses: cache in `.cache/images/`, one transform at a time. */
export function defaultImageService(): ImageService {
  shared ??= createImageService();
  return shared;
}
