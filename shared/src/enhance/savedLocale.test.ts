// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { followSavedLocale } from './savedLocale';

/** A docs page's chrome as prerendered: international links, every badge, the switcher. */
const DOCS_PAGE = `
  <header><a href="/pricing">Pricing</a><a href="/docs/billing">Docs</a></header>
  <main><a href="/pricing">In the text</a></main>
  <footer data-follows-saved-locale>
    <a href="/company/contact#hours">Contact</a>
    <ul>
      <li data-trust-badge="eu-made">EU</li>
      <li data-trust-badge="bookkeeping-act" data-badge-off>Bookkeeping Act</li>
    </ul>
    <div><button>International · English</button>
      <ul popover>
        <li><a href="/docs/x" data-locale-choice="" aria-current="true">International · English</a></li>
        <li><a href="/docs/x" data-locale-choice="da-DK">Danmark · Dansk</a></li>
      </ul>
    </div>
  </footer>`;

function load(cookie: string) {
  document.body.innerHTML = DOCS_PAGE;
  document.cookie = cookie;
  followSavedLocale(document);
}

const href = (text: string) =>
  [...document.querySelectorAll('a')].find((link) => link.textContent === text)?.getAttribute('href');

afterEach(() => {
  document.cookie = 'current_locale=; Max-Age=0';
});

describe('followSavedLocale', () => {
  it("moves the docs page's chrome to the saved locale and leaves the text's links alone", () => {
    load('current_locale=da-DK');
    expect(href('Pricing')).toBe('/da-DK/pricing');
    expect(href('Contact')).toBe('/da-DK/company/contact#hours');
    expect(href('Docs')).toBe('/docs/billing');
    expect(href('In the text')).toBe('/pricing');
    expect(
      document.querySelector('[data-trust-badge="bookkeeping-act"]')!.hasAttribute('data-badge-off'),
    ).toBe(false);
    expect(document.querySelector('[data-locale-choice="da-DK"]')!.getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('[data-locale-choice=""]')!.hasAttribute('aria-current')).toBe(false);
    expect(document.querySelector('button')!.textContent).toBe('Danmark · Dansk');
  });

  it.each(['current_locale=xx-YY', 'current_locale=%E0%A4%A', 'current_locale=<script>', 'other=1'])(
    'changes nothing for %s',
    (cookie) => {
      load(cookie);
      document.cookie = cookie;
      expect(href('Pricing')).toBe('/pricing');
      expect(
        document.querySelector('[data-trust-badge="bookkeeping-act"]')!.hasAttribute('data-badge-off'),
      ).toBe(true);
      expect(document.querySelector('button')!.textContent).toBe('International · English');
    },
  );

  it('leaves a marketing page, whose footer is its own locale already, alone', () => {
    document.body.innerHTML = '<header><a href="/pricing">Pricing</a></header><footer></footer>';
    document.cookie = 'current_locale=nb-NO';
    followSavedLocale(document);
    expect(href('Pricing')).toBe('/pricing');
  });
});
