import { describe, expect, it } from 'vitest';
import { encodePath, parseRequestTarget } from './requestTarget';

describe('parseRequestTarget', () => {
  it.each(['//[', 'http://[', '//a:99999/', 'http://:80/', '//%', '/%', '/a%E0%A4%A', '', 'ftp://x/y'])(
    'refuses %j',
    (raw) => {
      expect(parseRequestTarget(raw)).toBeNull();
    },
  );

  it.each(['/help/%0d%0aSet-Cookie:%20x=1', '/help/%00', '/a%7f', '/x?y=%0a'])(
    'refuses a control character in %j',
    (raw) => {
      expect(parseRequestTarget(raw)).toBeNull();
    },
  );

  it('normalises the path that files, rules and headers will all see', () => {
    expect(parseRequestTarget('/assets/..%2fpricing')).toEqual({ path: '/pricing', search: '' });
    expect(parseRequestTarget('/help/..%2fpricing?x=1')).toEqual({ path: '/pricing', search: '?x=1' });
    expect(parseRequestTarget('/../../etc/passwd')).toEqual({ path: '/etc/passwd', search: '' });
    expect(parseRequestTarget('/a//b/./c/')).toEqual({ path: '/a/b/c/', search: '' });
    expect(parseRequestTarget('/caf%C3%A9')).toEqual({ path: '/café', search: '' });
  });

  it('reads the absolute form', () => {
    expect(parseRequestTarget('http://localhost:8888/pricing?a=b')).toEqual({
      path: '/pricing',
      search: '?a=b',
    });
  });
});

describe('encodePath', () => {
  it('percent-encodes each segment and keeps ?, # and spaces encoded', () => {
    expect(encodePath('/docs/a?b')).toBe('/docs/a%3Fb');
    expect(encodePath('/docs/a#b c')).toBe('/docs/a%23b%20c');
    expect(encodePath('/docs/café')).toBe('/docs/caf%C3%A9');
  });
});
