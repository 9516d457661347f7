// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { localeChoiceCookie, saveLocaleChoices } from './localeChoice';

describe('localeChoiceCookie', () => {
  it('saves a known locale for a year on the whole site', () => {
    expect(localeChoiceCookie('da-DK', true)).toBe(
      'current_locale=da-DK; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('forgets the choice for the default site and for anything that is not a locale', () => {
    for (const choice of ['', 'xx-YY', '"><script>', 'da-DK; Domain=evil']) {
      expect(localeChoiceCookie(choice, false)).toBe('current_locale=; Path=/; Max-Age=0; SameSite=Lax');
    }
  });
});

describe('saveLocaleChoices', () => {
  // Test files share a worker's document (vitest.config.ts: isolate: false): leave it empty.
  afterEach(() => document.body.replaceChildren());

  it('writes the cookie when a switcher link is clicked, and ignores other links', () => {
    document.body.innerHTML = `
      <a id="other" href="/pricing">Pricing</a>
      <a id="choice" href="/nb-NO/pricing" data-locale-choice="nb-NO"><span>Norge</span></a>`;
    saveLocaleChoices(document);
    document
      .getElementById('other')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.cookie).not.toContain('current_locale');
    const inner = document.querySelector('#choice span');
    inner?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.cookie).toContain('current_locale=nb-NO');
  });
});
