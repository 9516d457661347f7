import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** At most `max` posts from one client address within `windowMs`, whatever their outcome. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Ten posts per address per ten minutes: far more than a person sends, typos included. */
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60_000 };

/** 10 MiB of submissions: thousands of posts (a demo request is well under 3 KB). */
export const DEFAULT_FORMS_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most fields a form post may have: the largest form has nine. More is refused (413) before
 * the body is parsed, so no post can make the error page's work grow with its field count.
 */
export const MAX_FORM_FIELDS = 32;

/** Whether a urlencoded body has more than MAX_FORM_FIELDS fields (counted without parsing it). */
export function tooManyFields(body: string): boolean {
  let fields = 1;
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) {
    fields += 1;
    if (fields > MAX_FORM_FIELDS) return true;
  }
  return false;
}

/** Addresses kept before the limiter forgets the ones with nothing left in their window. */
const SWEEP_AT = 1_000;

/**
 * A sliding-window count of posts per client address. The clock is passed in, so tests
 * move time instead of waiting for it.
 */
export class RateLimiter {
  private readonly counted = new Map<string, number[]>();

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number,
  ) {
    if (!Number.isInteger(limit.max) || limit.max < 1 || !(limit.windowMs > 0)) {
      throw new Error(
        `A rate limit needs a whole max of at least 1 and a positive window, not ${JSON.stringify(limit)}.`,
      );
    }
  }

  /** The times of the key's counted posts still inside the window, oldest first. */
  private recent(key: string, now: number): number[] {
    const times = (this.counted.get(key) ?? []).filter((time) => time > now - this.limit.windowMs);
    if (times.length > 0) this.counted.set(key, times);
    else this.counted.delete(key);
    return times;
  }

  /** Milliseconds until `key` may post again; 0 when it may post now. */
  waitFor(key: string): number {
    const now = this.now();
    const times = this.recent(key, now);
    if (times.length < this.limit.max) return 0;
    // Once the post that fills the window leaves it, there is room for one more.
    return (times[times.length - this.limit.max] ?? now) + this.limit.windowMs - now;
  }

  /** Counts one post from `key`, if there is room; false (nothing counted) if not. */
  take(key: string): boolean {
    if (this.waitFor(key) > 0) return false;
    if (this.counted.size >= SWEEP_AT) this.sweep();
    this.counted.set(key, [...(this.counted.get(key) ?? []), this.now()]);
    return true;
  }

  /** Forgets addresses with no counted post left in the window. */
  private sweep(): void {
    const now = this.now();
    for (const key of [...this.counted.keys()]) this.recent(key, now);
  }

  /** How many addresses the limiter remembers (for tests). */
  get size(): number {
    return this.counted.size;
  }
}

/**
 * Appends `line` to `file` unless the file would then be larger than `maxBytes`. Only ever
 * appends: what is stored already is never rewritten, truncated or removed. False when refused.
 */
export function appendWithinCap(file: string, line: string, maxBytes: number): boolean {
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  if (size + Buffer.byteLength(line) > maxBytes) return false;
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, line);
  return true;
}

/** A rate limit written as `posts/seconds` (`10/600`), or `off`. */
export function parseRateLimit(value: string): RateLimit | null {
  if (value.trim().toLowerCase() === 'off') return null;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const max = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || max < 1 || seconds < 1) {
    throw new Error(`FORMS_RATE_LIMIT is "posts/seconds" (like 10/600) or "off", not "${value}".`);
  }
  return { max, windowMs: seconds * 1000 };
}

/** A size in bytes, written as a whole number. */
export function parseByteCount(value: string): number {
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < 1) {
    throw new Error(`FORMS_MAX_BYTES is a whole number of bytes, not "${value}".`);
  }
  return Number(value);
}

/** The form limits from the environment (`npm run serve`), for the options left unset: defaults. */
export function formLimitsFromEnv(env: Record<string, string | undefined>): {
  formRateLimit?: RateLimit | null;
  formsFileMaxBytes?: number;
} {
  return {
    ...(env.FORMS_RATE_LIMIT ? { formRateLimit: parseRateLimit(env.FORMS_RATE_LIMIT) } : {}),
    ...(env.FORMS_MAX_BYTES ? { formsFileMaxBytes: parseByteCount(env.FORMS_MAX_BYTES) } : {}),
  };
}
