import { describe, expect, it } from 'vitest';
import { pickEncoding } from './negotiation';
import { etagMatches } from './preconditions';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['foo-br, xgzip', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP;Q=0.5, BR;q=0.4', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%j gives %s', (accept, encoding) => {
    expect(pickEncoding(accept)).toBe(encoding);
  });
});

describe('etagMatches', () => {
  const etag = 'W/"1a-2b"';
  it('matches the tag alone, in a list, strong or weak, and *', () => {
    expect(etagMatches('W/"1a-2b"', etag)).toBe(true);
    expect(etagMatches('"x", W/"1a-2b"', etag)).toBe(true);
    expect(etagMatches('"1a-2b"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });
  it('does not match other tags or nothing', () => {
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
