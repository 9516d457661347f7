import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeRedirectScript } from './redirectScript';

/** Runs the script against a fake document and location; returns where it sent the visitor. */
function destination(cookie: string, search = ''): string | null {
  let target: string | null = null;
  runInNewContext(localeRedirectScript(), {
    document: { cookie },
    location: { search, hash: '', replace: (url: string) => (target = url) },
    decodeURIComponent,
  });
  return target;
}

describe('localeRedirectScript', () => {
  it.each([
    ['current_locale=da-DK', '/da-DK/'],
    ['a=1; current_locale=nb-no', '/nb-NO/'],
    ['current_locale=%22en-SE%22', '/en-SE/'],
  ])('sends %j to %s', (cookie, expected) => {
    expect(destination(cookie)).toBe(expected);
  });

  it('keeps the query string', () => {
    expect(destination('current_locale=da-DK', '?utm_source=mail')).toBe('/da-DK/?utm_source=mail');
  });

  it.each([
    '',
    'current_locale=',
    'current_locale=xx-YY',
    'current_locale=//evil.example',
    'current_locale=da-DK%2F..%2F..%2Fevil',
    'current_locale=%E0%A4%A',
    `current_locale=${'da-DK'.repeat(20)}`,
    'my_current_locale=da-DK',
  ])('stays put for %j', (cookie) => {
    expect(destination(cookie)).toBeNull();
  });
});
