import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale/locales';
import { FORM_ACTIONS, formAction, formAtAction } from './actions';
import { FORM_VALIDATORS } from './validation';

describe('FORM_ACTIONS', () => {
  it('gives every form with rules an action, and no other', () => {
    expect(Object.keys(FORM_ACTIONS).sort()).toEqual(Object.keys(FORM_VALIDATORS).sort());
  });

  it("posts each form to its page's thank-you page", () => {
    expect(FORM_ACTIONS).toEqual({ 'book-demo': '/book-demo/thanks', newsletter: '/newsletter/thanks' });
  });
});

describe('formAction', () => {
  it.each([
    ['book-demo', 'default', '/book-demo/thanks'],
    ['book-demo', 'da-DK', '/da-DK/book-demo/thanks'],
    ['newsletter', 'nb-NO', '/nb-NO/newsletter/thanks'],
  ] as const)('%s on a %s page posts to %s', (form, locale, action) => {
    expect(formAction(form, locale)).toBe(action);
  });
});

describe('formAtAction', () => {
  it.each([
    ['/book-demo/thanks', 'book-demo'],
    ['/newsletter/thanks', 'newsletter'],
    ['/da-DK/book-demo/thanks', 'book-demo'],
    ['/de-DE/newsletter/thanks', 'newsletter'],
  ])('finds the form posting to %s', (path, form) => {
    expect(formAtAction(path)).toBe(form);
  });

  it('finds both forms under every locale', () => {
    for (const locale of LOCALES) {
      expect([
        formAtAction(`/${locale}/book-demo/thanks`),
        formAtAction(`/${locale}/newsletter/thanks`),
      ]).toEqual(['book-demo', 'newsletter']);
    }
  });

  it.each([
    '/',
    '/book-demo',
    '/newsletter',
    '/book-demo/thanks/',
    '/book-demo/thanks/extra',
    '/Book-Demo/thanks',
    '/xx-XX/book-demo/thanks',
    '/da-dk/book-demo/thanks',
    '/da-DK/da-DK/book-demo/thanks',
    '//book-demo/thanks',
    '/company/contact',
    '/docs/book-demo/thanks',
  ])('finds no form posting to %s', (path) => {
    expect(formAtAction(path)).toBeNull();
  });
});
