import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendWithinCap,
  createRateLimiter,
  DEFAULT_FORMS_FILE_MAX_BYTES,
  DEFAULT_RATE_LIMIT,
  formLimitsFromEnv,
} from './formLimits';

/** A clock the test moves by hand. */
function manualClock(start = Date.UTC(2025, 0, 1)) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

describe('createRateLimiter', () => {
  it('takes `max` posts in a window, then none until the oldest leaves it', () => {
    const clock = manualClock();
    const take = createRateLimiter({ max: 3, windowMs: 60_000 }, clock.read);
    expect([take('a'), take('a')]).toEqual([0, 0]);
    clock.now += 10_000;
    expect([take('a'), take('a')]).toEqual([0, 50_000]);
    clock.now += 49_999;
    // A refused post is not counted: the wait does not grow.
    expect(take('a')).toBe(1);
    clock.now += 1;
    // The first two have left the window; the third is still in it.
    expect([take('a'), take('a'), take('a')]).toEqual([0, 0, 10_000]);
  });

  it('counts each key on its own', () => {
    const take = createRateLimiter({ max: 1, windowMs: 1000 }, manualClock().read);
    expect([take('127.0.0.1'), take('127.0.0.1'), take('::1')]).toEqual([0, 1000, 0]);
  });

  it('forgets keys whose posts have all left the window', () => {
    const clock = manualClock();
    const take = createRateLimiter({ max: 1, windowMs: 1000 }, clock.read);
    for (let index = 0; index < 1000; index += 1) take(`10.0.${index >> 8}.${index & 255}`);
    expect(take.clients()).toBe(1000);
    clock.now += 1000;
    take('10.1.0.0');
    expect(take.clients()).toBe(1);
  });
});

describe('appendWithinCap', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'cap-'));

  it('appends while the file stays within the cap, then refuses and leaves the file as it was', () => {
    const file = join(folder(), 'nested', 'forms.jsonl');
    expect(appendWithinCap(file, '12345\n', 12)).toBe(true);
    expect(appendWithinCap(file, '67890\n', 12)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('12345\n67890\n');
    expect(appendWithinCap(file, '1\n', 12)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('12345\n67890\n');
  });

  it('measures in bytes, not characters', () => {
    const file = join(folder(), 'forms.jsonl');
    expect(appendWithinCap(file, 'æøå\n', 6)).toBe(false);
    expect(appendWithinCap(file, 'æøå\n', 7)).toBe(true);
  });

  it('never shortens a file already over the cap', () => {
    const file = join(folder(), 'forms.jsonl');
    writeFileSync(file, 'x'.repeat(100));
    expect(appendWithinCap(file, 'y\n', 50)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('x'.repeat(100));
  });
});

describe('limits from the environment', () => {
  it.each([
    ['10/600', { max: 10, windowMs: 600_000 }],
    [' 1000 / 60 ', { max: 1000, windowMs: 60_000 }],
    ['off', null],
    ['OFF', null],
  ])('reads FORMS_RATE_LIMIT=%j', (value, limit) => {
    expect(formLimitsFromEnv({ FORMS_RATE_LIMIT: value })).toEqual({ formRateLimit: limit });
  });

  it.each(['10', '10/0', '0/60', '-1/60', '1.5/60', 'ten/600', '10/600s'])(
    'refuses FORMS_RATE_LIMIT=%j',
    (value) => {
      expect(() => formLimitsFromEnv({ FORMS_RATE_LIMIT: value })).toThrow(/FORMS_RATE_LIMIT/);
    },
  );

  it.each(['0', '-5', '1e6', '10MB'])('refuses FORMS_MAX_BYTES=%j', (value) => {
    expect(() => formLimitsFromEnv({ FORMS_MAX_BYTES: value })).toThrow(/FORMS_MAX_BYTES/);
  });

  it('sets only what the environment names, leaving the rest to the defaults', () => {
    expect(formLimitsFromEnv({})).toEqual({});
    expect(formLimitsFromEnv({ FORMS_RATE_LIMIT: 'off', FORMS_MAX_BYTES: '2048' })).toEqual({
      formRateLimit: null,
      formsFileMaxBytes: 2048,
    });
  });

  it('has defaults a person never meets: 10 posts per 10 minutes, 10 MiB of submissions', () => {
    expect(DEFAULT_RATE_LIMIT).toEqual({ max: 10, windowMs: 600_000 });
    expect(DEFAULT_FORMS_FILE_MAX_BYTES).toBe(10_485_760);
  });
});
