import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** At most `max` posts from one client address within `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Ten posts per address per ten minutes: far more than a person sends, typos included. */
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60_000 };

/** 10 MiB of submissions: thousands of posts (a demo request is well under 3 KB). */
export const DEFAULT_FORMS_FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A sliding-window count of posts per client. `take(client)` counts a post and returns 0, or,
 * when the client has had its share, counts nothing and returns the milliseconds until it may
 * post again. The clock is passed in, so tests move time instead of waiting for it.
 */
export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number) {
  const counted = new Map<string, number[]>();
  const take = (client: string): number => {
    const time = now();
    // Past 1,000 addresses, those with nothing left in their window are forgotten.
    if (counted.size >= 1000)
      for (const [key, times] of counted) if ((times.at(-1) ?? 0) <= time - windowMs) counted.delete(key);
    const times = (counted.get(client) ?? []).filter((at) => at > time - windowMs);
    // Once the post that fills the window leaves it, there is room for one more.
    const wait = times.length < max ? 0 : (times[times.length - max] ?? time) + windowMs - time;
    counted.set(client, wait > 0 ? times : [...times, time]);
    return wait;
  };
  return Object.assign(take, { clients: () => counted.size });
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

/** FORMS_RATE_LIMIT (`posts/seconds`, like `10/600`, or `off`) and FORMS_MAX_BYTES; unset, the defaults hold. */
export function formLimitsFromEnv(env: Record<string, string | undefined>): {
  formRateLimit?: RateLimit | null;
  formsFileMaxBytes?: number;
} {
  const limits: ReturnType<typeof formLimitsFromEnv> = {};
  const rate = env.FORMS_RATE_LIMIT?.trim();
  if (rate) {
    const [, max, seconds] = /^(\d+)\s*\/\s*(\d+)$/.exec(rate) ?? [];
    if (rate.toLowerCase() === 'off') limits.formRateLimit = null;
    else if (Number(max) >= 1 && Number(seconds) >= 1)
      limits.formRateLimit = { max: Number(max), windowMs: Number(seconds) * 1000 };
    else throw new Error(`FORMS_RATE_LIMIT is "posts/seconds" (like 10/600) or "off", not "${rate}".`);
  }
  const bytes = env.FORMS_MAX_BYTES?.trim();
  if (bytes) {
    if (!/^\d+$/.test(bytes) || Number(bytes) < 1)
      throw new Error(`FORMS_MAX_BYTES is a whole number of bytes, not "${bytes}".`);
    limits.formsFileMaxBytes = Number(bytes);
  }
  return limits;
}
