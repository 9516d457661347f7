import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../brand';
import { createTranslator, englishMessages, MESSAGE_FILES, messagesFor } from './index';

describe('message files', () => {
  it.each(Object.entries(MESSAGE_FILES))('%s has no key that English lacks', (_language, messages) => {
    const extra = Object.keys(messages).filter((key) => !Object.hasOwn(englishMessages, key));
    expect(extra).toEqual([]);
  });

  it.each(Object.entries(MESSAGE_FILES))(
    '%s keeps the placeholders of each English text',
    (_language, messages) => {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      for (const [key, text] of Object.entries(messages)) {
        expect(placeholders(text), key).toEqual(placeholders(englishMessages[key] ?? ''));
      }
    },
  );

  it('has every English text non-empty', () => {
    for (const [key, text] of Object.entries(englishMessages)) expect(text.trim(), key).not.toBe('');
  });
});

describe('messagesFor', () => {
  it('falls back to English when a Swedish message is missing', () => {
    expect(messagesFor('sv')['header.signIn']).toBe(englishMessages['header.signIn']);
  });

  it('fills in the product name', () => {
    expect(messagesFor('da')['header.home']).toBe(
      MESSAGE_FILES.da['header.home']?.replace('{brand}', BRAND_NAME),
    );
  });

  it('uses the language file where it has the key', () => {
    expect(messagesFor('da')['header.signIn']).toBe(MESSAGE_FILES.da['header.signIn']);
    expect(messagesFor('da')['header.signIn']).not.toBe(englishMessages['header.signIn']);
  });

  it.each(['xx', '', '__proto__', 'constructor'])('gives an unknown language %j English', (language) => {
    expect(messagesFor(language)).toEqual(messagesFor('en'));
  });
});

describe('createTranslator', () => {
  const translate = createTranslator({ hello: 'Hej {name}', brand: 'Om {brand}', odd: 'Keep {unknown}' });

  it('fills placeholders and the brand', () => {
    expect(translate('hello', { name: 'Ida' })).toBe('Hej Ida');
    expect(translate('brand')).toBe(`Om ${BRAND_NAME}`);
  });

  it('shows the key when no text exists, and leaves unknown placeholders', () => {
    expect(translate('missing.key')).toBe('missing.key');
    expect(translate('toString')).toBe('toString');
    expect(translate('odd')).toBe('Keep {unknown}');
  });
});
