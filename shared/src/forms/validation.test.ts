import { describe, expect, it } from 'vitest';
import {
  hasControlCharacter,
  HONEYPOT_FIELD,
  isDocsPagePath,
  isFormName,
  isPlausibleEmail,
  LIMITS,
  textAreaLength,
  validateBookDemo,
  validateDocsFeedback,
  validateNewsletter,
} from './validation';

const goodDemo = {
  name: 'Ida Holm',
  email: 'ida@example.dk',
  company: 'Holm ApS',
  country: 'DK',
  invoices: '250',
  message: 'We bill 250 subscriptions a month.',
  consent: 'on',
};

describe('validateBookDemo', () => {
  it('accepts a complete request and trims and types its values', () => {
    expect(validateBookDemo({ ...goodDemo, name: '  Ida Holm ' })).toEqual({
      ok: true,
      values: { ...goodDemo, invoices: 250, consent: true },
    });
  });

  it('treats an empty invoice count as not given', () => {
    const result = validateBookDemo({ ...goodDemo, invoices: '' });
    expect(result.ok && result.values.invoices).toBeNull();
  });

  it.each([
    ['name', { name: '' }, 'required'],
    ['name', { name: 'x'.repeat(101) }, 'tooLong'],
    ['email', { email: undefined }, 'required'],
    ['email', { email: 'ida@' }, 'invalidEmail'],
    ['email', { email: 'ida holm@example.dk' }, 'invalidEmail'],
    ['email', { email: `${'a'.repeat(250)}@x.dk` }, 'tooLong'],
    ['company', { company: ' ' }, 'required'],
    ['country', { country: 'US' }, 'invalidChoice'],
    ['country', { country: '' }, 'required'],
    ['invoices', { invoices: '-1' }, 'invalidNumber'],
    ['invoices', { invoices: '2.5' }, 'invalidNumber'],
    ['invoices', { invoices: '1000001' }, 'invalidNumber'],
    ['message', { message: 'x'.repeat(2001) }, 'tooLong'],
    ['consent', { consent: undefined }, 'required'],
    ['consent', { consent: 'false' }, 'required'],
    ['consent', { consent: 'yes' }, 'required'],
    ['consent', { consent: '1' }, 'required'],
    ['consent', { consent: 'ON' }, 'required'],
    ['consent', { consent: ' on' }, 'required'],
    ['consent', { consent: '' }, 'required'],
    ['name', { name: 'Ida\nHolm' }, 'invalidCharacters'],
    ['name', { name: 'Ida Holm\n' }, 'invalidCharacters'],
    ['name', { name: 'Ida\u0000Holm' }, 'invalidCharacters'],
    ['name', { name: 'Ida\tHolm' }, 'invalidCharacters'],
    ['name', { name: 'Ida\u007fHolm' }, 'invalidCharacters'],
    ['company', { company: 'Holm\r\nApS' }, 'invalidCharacters'],
    ['company', { company: 'Holm\u001fApS' }, 'invalidCharacters'],
    ['email', { email: 'ida@example.dk\n' }, 'invalidEmail'],
    ['email', { email: 'ida\u0000@example.dk' }, 'invalidEmail'],
    ['email', { email: '<ida@example.dk>' }, 'invalidEmail'],
    ['email', { email: 'ida>@example.dk' }, 'invalidEmail'],
  ] as const)('refuses a bad %s (%j) as %s', (field, change, error) => {
    const result = validateBookDemo({ ...goodDemo, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: error } });
  });

  it.each([['true'], ['on']])('counts consent given as %j', (consent) => {
    expect(validateBookDemo({ ...goodDemo, consent }).ok).toBe(true);
  });

  it('leaves line breaks in the message alone: it is a text area', () => {
    expect(validateBookDemo({ ...goodDemo, message: 'Line one\nLine two' }).ok).toBe(true);
  });

  it('reports every bad field at once', () => {
    const result = validateBookDemo({});
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual([
      'company',
      'consent',
      'country',
      'email',
      'name',
    ]);
  });

  it('flags a filled honeypot as spam without listing field errors', () => {
    expect(validateBookDemo({ ...goodDemo, [HONEYPOT_FIELD]: 'http://spam' })).toEqual({
      ok: false,
      errors: {},
      spam: true,
    });
  });
});

describe('validateNewsletter', () => {
  it('accepts an e-mail with consent', () => {
    expect(validateNewsletter({ email: 'a@b.no', consent: 'on' })).toEqual({
      ok: true,
      values: { email: 'a@b.no', consent: true },
    });
  });

  it('refuses a missing consent and a bad e-mail', () => {
    expect(validateNewsletter({ email: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'invalidEmail', consent: 'required' },
    });
  });

  it.each([
    [{ email: 'a@b.no', consent: 'true' }, true],
    [{ email: 'a@b.no', consent: 'yes' }, false],
    [{ email: 'a@b.no\r\nBcc: x@y.no', consent: 'on' }, false],
    [{ email: 'a@b.no>', consent: 'on' }, false],
  ])('%j is accepted: %s', (raw, ok) => {
    expect(validateNewsletter(raw).ok).toBe(ok);
  });
});

const goodFeedback = { page: '/docs/billing/plans', helpful: 'no', comment: 'The VAT example is missing.' };

describe('validateDocsFeedback', () => {
  it('accepts an answer with a comment, trimming the comment', () => {
    expect(validateDocsFeedback({ ...goodFeedback, comment: '  The VAT example is missing.\n' })).toEqual({
      ok: true,
      values: goodFeedback,
    });
  });

  it.each([['yes'], ['no']])('takes %j without a comment', (helpful) => {
    expect(validateDocsFeedback({ page: '/docs/', helpful })).toEqual({
      ok: true,
      values: { page: '/docs/', helpful, comment: '' },
    });
  });

  it('keeps line breaks in the comment: it is a text area', () => {
    expect(validateDocsFeedback({ ...goodFeedback, comment: 'One.\r\nTwo.\tThree.' }).ok).toBe(true);
  });

  it(`takes a comment of exactly ${LIMITS.comment} characters`, () => {
    expect(validateDocsFeedback({ ...goodFeedback, comment: 'x'.repeat(LIMITS.comment) }).ok).toBe(true);
  });

  it.each([
    ['helpful', { helpful: undefined }, 'invalidChoice'],
    ['helpful', { helpful: '' }, 'invalidChoice'],
    ['helpful', { helpful: 'maybe' }, 'invalidChoice'],
    ['helpful', { helpful: 'YES' }, 'invalidChoice'],
    ['helpful', { helpful: ' no' }, 'invalidChoice'],
    ['helpful', { helpful: '<b>yes</b>' }, 'invalidChoice'],
    ['helpful', { helpful: 'toString' }, 'invalidChoice'],
    ['comment', { comment: 'x'.repeat(LIMITS.comment + 1) }, 'tooLong'],
    ['comment', { comment: 'Bad\u0000byte' }, 'invalidCharacters'],
    ['comment', { comment: 'Escape\u001b[31m' }, 'invalidCharacters'],
    ['comment', { comment: 'Delete\u007f' }, 'invalidCharacters'],
    ['page', { page: undefined }, 'required'],
    ['page', { page: '' }, 'required'],
    ['page', { page: '/pricing' }, 'invalidChoice'],
    ['page', { page: 'https://example.com/docs/x' }, 'invalidChoice'],
    ['page', { page: '//example.com/docs/x' }, 'invalidChoice'],
    ['page', { page: '/docs/../admin' }, 'invalidChoice'],
    ['page', { page: '/docs/x//' }, 'invalidChoice'],
    ['page', { page: '/docs/x?y=1' }, 'invalidChoice'],
    ['page', { page: '/docs/x#y' }, 'invalidChoice'],
    ['page', { page: '/docs/"><script>alert(1)</script>' }, 'invalidChoice'],
    ['page', { page: '/docs/x\n' }, 'invalidChoice'],
    ['page', { page: ' /docs/x' }, 'invalidChoice'],
    ['page', { page: `/docs/${'a'.repeat(LIMITS.page)}` }, 'invalidChoice'],
  ] as const)('refuses a bad %s (%j) as %s', (field, change, error) => {
    expect(validateDocsFeedback({ ...goodFeedback, ...change })).toEqual({
      ok: false,
      errors: { [field]: error },
    });
  });

  it('reports every bad field at once, the choice first after the page', () => {
    expect(validateDocsFeedback({ comment: 'x'.repeat(LIMITS.comment + 1) })).toEqual({
      ok: false,
      errors: { page: 'required', helpful: 'invalidChoice', comment: 'tooLong' },
    });
  });

  it('flags a filled honeypot as spam without listing field errors', () => {
    expect(validateDocsFeedback({ ...goodFeedback, [HONEYPOT_FIELD]: 'x' })).toEqual({
      ok: false,
      errors: {},
      spam: true,
    });
  });
});

describe('isDocsPagePath', () => {
  it.each([
    '/docs/',
    '/docs/changelog',
    '/docs/billing/plans',
    '/docs/organization/settings/integrations/erp/e-conomic',
    // A category's page: its permalink ends in a slash.
    '/docs/api/',
    '/docs/billing/invoices/',
    // The Danish and Norwegian docs.
    '/da-DK/docs/x',
    '/nb-NO/docs/',
  ])('takes %s', (path) => {
    expect(isDocsPagePath(path)).toBe(true);
  });

  it.each([
    '/docs',
    '/docs//x',
    '/docs/x//',
    '/docs/X',
    '/docs/-x',
    '/docs/x.html',
    '/docs/x_y',
    '/sv-SE/docs/x',
    '/da-DK/docs',
    '/',
    '',
  ])('refuses %j', (path) => {
    expect(isDocsPagePath(path)).toBe(false);
  });
});

describe('isPlausibleEmail', () => {
  it.each([
    'ida@example.dk',
    'a@b.no',
    'ida.holm+demo@mail.example.co.uk',
    "o'brien@example.ie",
    'søren@blåbær.dk',
    'ida@xn--blbr-sqa4a.dk',
    'ida@example.xn--p1ai',
    'ida@sub-domain.example.com',
  ])('takes %s', (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ida',
    '@example.dk',
    'ida@',
    'ida@example',
    'ida@@example.dk',
    'ida@exa@mple.dk',
    'ida@example.d',
    'ida@example.dk.',
    'ida@.example.dk',
    'ida@example..dk',
    'ida@-example.dk',
    'ida@example-.dk',
    'ida@exa_mple.dk',
    'ida@example.123',
    'ida@[127.0.0.1]',
    '.ida@example.dk',
    'ida.@example.dk',
    'i..da@example.dk',
    'ida holm@example.dk',
    '<ida@example.dk>',
    'ida<@example.dk',
    'ida@example.dk>',
    'Ida Holm <ida@example.dk>',
    '"ida"@example.dk',
    'ida,holm@example.dk',
    'ida;holm@example.dk',
    'ida\\holm@example.dk',
    'ida\u0000@example.dk',
    'ida@exam\u0000ple.dk',
    'ida\n@example.dk',
    'ida\u007f@example.dk',
    'ida\u0085@example.dk',
    `${'a'.repeat(65)}@example.dk`,
    `ida@${'a'.repeat(64)}.dk`,
  ])('refuses %j', (email) => {
    expect(isPlausibleEmail(email)).toBe(false);
  });

  it('takes a local part of exactly 64 characters and a label of 63', () => {
    expect(isPlausibleEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.dk`)).toBe(true);
  });
});

describe('hasControlCharacter', () => {
  it.each([
    ['\u0000', true],
    ['a\u001fb', true],
    ['\n', true],
    ['\r', true],
    ['\t', true],
    ['\u007f', true],
    ['plain text', false],
    ['Ærø Øst ApS – “quoted”', false],
    ['\u0020', false],
    ['\u00a0', false],
  ])('%j holds a control character: %s', (value, expected) => {
    expect(hasControlCharacter(value)).toBe(expected);
  });
});

describe('isFormName', () => {
  it.each([
    ['book-demo', true],
    ['newsletter', true],
    ['docs-feedback', true],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [undefined, false],
  ])('%j is a form name: %s', (value, expected) => {
    expect(isFormName(value)).toBe(expected);
  });
});

describe('the demo message', () => {
  it('keeps line breaks and tabs but refuses other control characters', () => {
    expect(validateBookDemo({ ...goodDemo, message: 'Line one\r\nLine two\twith a tab' }).ok).toBe(true);
    for (const message of ['NUL\u0000here', 'bell\u0007', 'escape\u001b[31m', 'delete\u007f']) {
      const result = validateBookDemo({ ...goodDemo, message });
      expect(result.ok).toBe(false);
      expect(result.ok ? null : result.errors.message).toBe('invalidCharacters');
    }
  });
});

describe('a text area within its maxlength', () => {
  /** 2,000 characters as the field counts them, 19 of them line breaks: 2,019 as posted (CRLF). */
  const fullMessage = [...Array.from({ length: 19 }, () => 'x'.repeat(99)), 'x'.repeat(100)].join('\r\n');

  it('counts a posted CRLF, a lone CR and a lone LF as one character each, as the browser does', () => {
    expect(fullMessage.length).toBe(2019);
    expect(textAreaLength(fullMessage)).toBe(2000);
    expect(textAreaLength('a\rb\nc\r\nd')).toBe(7);
  });

  it('accepts a demo message of 2,000 characters with 19 line breaks', () => {
    expect(validateBookDemo({ ...goodDemo, message: fullMessage }).ok).toBe(true);
  });

  it('accepts a feedback comment of 2,000 characters with 19 line breaks', () => {
    const result = validateDocsFeedback({ page: '/docs/', helpful: 'yes', comment: fullMessage });
    expect(result.ok).toBe(true);
  });

  it('still refuses one character more', () => {
    const result = validateBookDemo({ ...goodDemo, message: `${fullMessage}x` });
    expect(result.ok ? null : result.errors.message).toBe('tooLong');
  });
});
