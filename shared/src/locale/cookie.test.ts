import { describe, expect, it } from 'vitest';
import { localeCookie, readLocaleCookie } from './cookie';

describe('readLocaleCookie', () => {
  it.each([
    ['current_locale=da-DK', 'da-DK'],
    ['theme=dark; current_locale=nb-NO; other=1', 'nb-NO'],
    ['current_locale=DA-dk', 'da-DK'],
    ['current_locale="en-SE"', 'en-SE'],
    ['current_locale=da%2DDK', 'da-DK'],
    ['  current_locale = en-FI ', 'en-FI'],
    ['current_locale=', null],
    ['current_locale', null],
    ['current_locale=xx-YY', null],
    ['current_locale=default', null],
    ['current_locale=da', null],
    ['current_locale=<script>alert(1)</script>', null],
    ['current_locale=da-DK%3Cscript%3E', null],
    ['current_locale=%E0%A4%A', null],
    ['current_locale=da-DK";alert(1);//', null],
    ['current_locale=../../etc/passwd', null],
    [`current_locale=${'a'.repeat(10_000)}`, null],
    [`x=${'a'.repeat(9000)}; current_locale=da-DK`, null],
    ['my_current_locale=da-DK', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j reads as %j', (header, expected) => {
    expect(readLocaleCookie(header)).toBe(expected);
  });

  it('takes the first current_locale when the header repeats it', () => {
    expect(readLocaleCookie('current_locale=en-DK; current_locale=da-DK')).toBe('en-DK');
  });
});

describe('localeCookie', () => {
  it('saves for a year on every path, Lax, and Secure only on https', () => {
    expect(localeCookie('da-DK', { secure: false })).toBe(
      'current_locale=da-DK; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(localeCookie('da-DK', { secure: true })).toMatch(/; Secure$/);
  });
});
