import { describe, expect, it } from 'vitest';
import { formatDocDate } from './docDate';

describe('formatDocDate', () => {
  it('writes what Intl writes for English, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // Every month, first and last days, and the hours either side of midnight UTC.
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        for (const hour of [0, 23]) {
          const date = new Date(Date.UTC(2026, month, day, hour, 59));
          expect(formatDocDate(date)).toBe(intl.format(date));
        }
      }
    }
    expect(formatDocDate(new Date('2026-11-22T00:23:30.000Z'))).toBe('Nov 22, 2026');
  });
});
