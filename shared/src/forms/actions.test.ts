import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale/locales';
import {
  DOCS_FEEDBACK_FORM,
  docsFeedbackAction,
  FORM_ACTIONS,
  formAction,
  formAtAction,
  postsToOwnPage,
} from './actions';
import { FORM_VALIDATORS, type FormName } from './validation';

describe('FORM_ACTIONS', () => {
  it('gives every form with rules an action, and no other; the docs feedback posts to its page', () => {
    expect([...Object.keys(FORM_ACTIONS), DOCS_FEEDBACK_FORM].sort()).toEqual(
      Object.keys(FORM_VALIDATORS).sort(),
    );
    expect((Object.keys(FORM_VALIDATORS) as FormName[]).filter((form) => postsToOwnPage(form))).toEqual([
      DOCS_FEEDBACK_FORM,
    ]);
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

describe('the docs feedback action', () => {
  const carries = () => true;

  it('is the page itself, at the form', () => {
    expect(docsFeedbackAction('/docs/billing/plans')).toBe('/docs/billing/plans#feedback-thanks');
    expect(docsFeedbackAction('/docs/')).toBe('/docs/#feedback-thanks');
  });

  it.each(['/docs/', '/docs/billing/plans', '/docs/changelog'])(
    'takes %s when the page there carries the form',
    (path) => {
      expect(formAtAction(path, carries)).toBe('docs-feedback');
      expect(formAtAction(path)).toBeNull();
    },
  );

  it('asks about the docs feedback form only', () => {
    const asked: string[] = [];
    formAtAction('/docs/billing/plans', (form) => {
      asked.push(form);
      return true;
    });
    expect(asked).toEqual(['docs-feedback']);
  });

  it('finds the form on a category page, whose path ends in a slash', () => {
    expect(formAtAction('/docs/api/', carries)).toBe('docs-feedback');
  });

  it.each(['/docs', '/docs//x', '/docs/x//', '/sv-SE/docs/x', '/pricing', '/docs/x.html'])(
    'finds no form posting to %s, whatever the page holds',
    (path) => {
      expect(formAtAction(path, carries)).toBeNull();
    },
  );

  it('still finds the fixed actions first', () => {
    expect(formAtAction('/book-demo/thanks', carries)).toBe('book-demo');
  });
});
