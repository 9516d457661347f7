import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, isFormName, validateBookDemo, validateNewsletter } from './validation';

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
  ] as const)('refuses a bad %s (%j) as %s', (field, change, error) => {
    const result = validateBookDemo({ ...goodDemo, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: error } });
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
});

describe('isFormName', () => {
  it.each([
    ['book-demo', true],
    ['newsletter', true],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [undefined, false],
  ])('%j is a form name: %s', (value, expected) => {
    expect(isFormName(value)).toBe(expected);
  });
});
