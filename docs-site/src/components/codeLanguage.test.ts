import { describe, expect, it } from 'vitest';
import { codeLanguageLabel } from './codeLanguage';

describe('codeLanguageLabel', () => {
  it.each([
    ['json', 'JSON'],
    ['bash', 'Bash'],
    ['http', 'HTTP'],
    ['javascript', 'JavaScript'],
    ['csv', 'CSV'],
    ['JSON', 'JSON'],
  ])('names %s %s', (language, label) => {
    expect(codeLanguageLabel(language)).toBe(label);
  });

  it('upper-cases a language it does not know', () => {
    expect(codeLanguageLabel('elixir')).toBe('ELIXIR');
  });

  it.each([undefined, '', 'text', 'plaintext'])('shows nothing for %j', (language) => {
    expect(codeLanguageLabel(language)).toBeUndefined();
  });

  it('does not read names off the object prototype', () => {
    expect(codeLanguageLabel('constructor')).toBe('CONSTRUCTOR');
    expect(codeLanguageLabel('__proto__')).toBe('__PROTO__');
  });
});
