import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../paths';
import {
  canonicalRequest,
  checkImageSource,
  ImageCancelled,
  ImageQueueFull,
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

/**
 * Runs at most `limit` tasks at once; up to `maxWaiting` others wait in order, and one more is
 * refused (`ImageQueueFull`). A task whose signal has fired by its turn is dropped unrun.
 */
export class TransformQueue {
  #running = 0;
  #peak = 0;
  #dropped = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting = Infinity,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A queue runs at least 1 task, not ${limit}.`);
  }

  /** Tasks dropped because their signal fired before their turn. */
  get dropped(): number {
    return this.#dropped;
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

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.#running >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting) throw new ImageQueueFull(5);
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    if (signal?.aborted) {
      this.#dropped += 1;
      this.#waiting.shift()?.();
      throw new ImageCancelled('Every client for this image has gone.');
    }
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
  /** Requests that may wait for a transform; one more gets 503 with Retry-After. */
  maxWaiting: number;
  /** The disk cache's size cap in bytes: past it, the least recently used images go. */
  cacheMaxBytes: number;
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
  /** Transforms dropped before they started, every client having gone. */
  dropped: number;
  /** Bytes in the disk cache (as this process knows them). */
  cacheBytes: number;
}

/** The guards around an image engine: allowed variants, pixel limit, queue and disk cache. */
export interface ImageService {
  readonly options: Readonly<ImageServiceOptions>;
  /** A request for one of the allowed variants, or the reason it is refused. */
  parse(params: URLSearchParams): ParsedImageRequest;
  /**
   * The transformed source file; throws `ImageRefused` for a source it will not transform,
   * `ImageQueueFull` when too many wait, `ImageCancelled` when `signal` (the client gone) fired
   * before its transform started (a transform others still wait for runs for them).
   */
  render(sourceFile: string, request: ImageRequest, signal?: AbortSignal): Promise<TransformedImage>;
  stats(): ImageServiceStats;
}

/** One transform at a time: a page's images come one after another, and static files never wait. */
export const DEFAULT_IMAGE_CONCURRENCY = 1;

/** Requests waiting for a transform at most: a page's images and a few more. */
export const DEFAULT_IMAGE_MAX_WAITING = 32;

/** The disk cache's cap: 512 MiB, thousands of variants. */
export const DEFAULT_IMAGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;

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

/**
 * The disk cache's files by name and size, least recently used first, and their total: read
 * from the folder once (oldest modification first), then kept as files are used and written.
 */
class CacheIndex {
  readonly #files = new Map<string, number>();
  #bytes = 0;
  #loaded: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  load(): Promise<void> {
    this.#loaded ??= (async () => {
      const names = await readdir(this.dir).catch(() => [] as string[]);
      const entries = await Promise.all(
        names
          .filter((name) => !name.endsWith('.tmp'))
          .map(async (name) => ({ name, info: await stat(join(this.dir, name)).catch(() => null) })),
      );
      entries.sort((a, b) => (a.info?.mtimeMs ?? 0) - (b.info?.mtimeMs ?? 0));
      for (const { name, info } of entries) if (info) this.#add(name, info.size);
    })();
    return this.#loaded;
  }

  #add(name: string, size: number) {
    this.#bytes += size - (this.#files.get(name) ?? 0);
    this.#files.delete(name);
    this.#files.set(name, size);
  }

  /** A file was read: it becomes the most recently used (its time too, for the next start). */
  used(name: string, size: number) {
    this.#add(name, size);
    const now = new Date();
    void utimes(join(this.dir, name), now, now).catch(() => {});
  }

  /** A file was written: counted, then the least recently used go until the cap holds. */
  async written(name: string, size: number) {
    this.#add(name, size);
    for (const [oldest, oldestSize] of this.#files) {
      if (this.#bytes <= this.maxBytes || oldest === name) break;
      this.#files.delete(oldest);
      this.#bytes -= oldestSize;
      await rm(join(this.dir, oldest), { force: true });
    }
  }
}

async function readCached(
  dir: string,
  key: string,
  index: CacheIndex | null,
): Promise<TransformedImage | null> {
  for (const format of CACHED_FORMATS) {
    try {
      const body = await readFile(join(dir, `${key}.${format}`));
      index?.used(`${key}.${format}`, body.length);
      return { body, type: `image/${format}` };
    } catch {
      // Not cached in this format.
    }
  }
  return null;
}

/** Writes by renaming a finished file, so a reader never sees half an image. */
async function writeCached(
  dir: string,
  key: string,
  image: TransformedImage,
  index: CacheIndex | null,
): Promise<void> {
  const format = image.type.replace('image/', '');
  if (!(CACHED_FORMATS as readonly string[]).includes(format)) return;
  const file = join(dir, `${key}.${format}`);
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, image.body);
    await rename(partial, file);
    await index?.written(`${key}.${format}`, image.body.length);
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
    maxWaiting: DEFAULT_IMAGE_MAX_WAITING,
    cacheMaxBytes: DEFAULT_IMAGE_CACHE_MAX_BYTES,
    ...overrides,
    maxInputPixels,
  };
  // sharp runs off the main thread; this keeps one transform from using every core as well.
  sharp.concurrency(options.threadsPerTransform);
  const queue = new TransformQueue(options.concurrency, options.maxWaiting);
  const index = options.cacheDir ? new CacheIndex(options.cacheDir, options.cacheMaxBytes) : null;
  /** Variants being made, with how many clients still want each and the signal that drops it. */
  const inFlight = new Map<
    string,
    { image: Promise<TransformedImage>; wanted: number; drop: AbortController }
  >();
  let transforms = 0;
  let cacheHits = 0;

  async function produce(source: Buffer, asked: ImageRequest, signal: AbortSignal) {
    // Refused before it waits in the queue: only the header is read.
    const info = await checkImageSource(source, options.maxInputPixels);
    const request = canonicalRequest(asked, info);
    const key = cacheKey(source, request, options);
    if (options.cacheDir) {
      await index?.load();
      const cached = await readCached(options.cacheDir, key, index);
      if (cached) {
        cacheHits += 1;
        return cached;
      }
    }
    const image = await queue.run(async () => {
      transforms += 1;
      try {
        return await options.transform(source, request);
      } catch (error) {
        // The header looked like an image, but the engine could not read the rest.
        if (error instanceof ImageRefused) throw error;
        throw new ImageRefused('That file is not an image we can resize.', { cause: error });
      }
    }, signal);
    if (options.cacheDir) await writeCached(options.cacheDir, key, image, index);
    return image;
  }

  return {
    options,
    parse: (params) => parseImageRequest(params, options.variants),
    async render(sourceFile, asked, signal) {
      const source = await readFile(sourceFile);
      const key = cacheKey(source, asked, options);
      // The same variant asked for twice at once is made once; it is dropped only when every
      // client that asked for it has gone.
      let entry = inFlight.get(key);
      if (!entry) {
        const drop = new AbortController();
        const created = { image: Promise.resolve() as unknown as Promise<TransformedImage>, wanted: 0, drop };
        created.image = produce(source, asked, drop.signal).finally(() => inFlight.delete(key));
        inFlight.set(key, created);
        entry = created;
      }
      const shared = entry;
      shared.wanted += 1;
      const leave = () => {
        shared.wanted -= 1;
        if (shared.wanted === 0) shared.drop.abort();
      };
      if (signal?.aborted) leave();
      else signal?.addEventListener('abort', leave, { once: true });
      try {
        return await shared.image;
      } finally {
        signal?.removeEventListener('abort', leave);
      }
    },
    stats: () => ({
      transforms,
      running: queue.running,
      peakRunning: queue.peak,
      waiting: queue.waiting,
      cacheHits,
      dropped: queue.dropped,
      cacheBytes: index?.bytes ?? 0,
    }),
  };
}

let shared: ImageService | null = null;

/** The service `npm run serve` uses: cache in `.cache/images/`, one transform at a time. */
export function defaultImageService(): ImageService {
  shared ??= createImageService();
  return shared;
}
