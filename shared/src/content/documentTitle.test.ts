import { describe, expect, it } from 'vitest';
import { documentTitle, MAX_TITLE_LENGTH, titleLength, TITLE_SUFFIX } from './documentTitle';

describe('documentTitle', () => {
  it('adds the brand suffix that counts toward the limit', () => {
    expect(documentTitle('Pricing')).toBe('Pricing | Billvard');
    expect(TITLE_SUFFIX).toHaveLength(11);
    expect(MAX_TITLE_LENGTH).toBe(60);
  });

  it('counts characters as shown: one for a letter like ø, none for a soft hyphen', () => {
    expect(titleLength('Kundeportal på norsk')).toBe(20);
    expect(titleLength('Ab\u00adon\u00adne\u00adment')).toBe(10);
    expect(titleLength('😀')).toBe(1);
  });
});
