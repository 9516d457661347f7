import { describe, expect, it } from 'vitest';
import { BRAND_NAME, CONTACT } from '../brand';
import { replaceBrandTokens } from './brandToken';

describe('replaceBrandTokens', () => {
  it('replaces every token in text and front matter alike', () => {
    expect(replaceBrandTokens('title: %BRAND% AI\n\n%BRAND% posts, %BRAND% books.')).toBe(
      `title: ${BRAND_NAME} AI\n\n${BRAND_NAME} posts, ${BRAND_NAME} books.`,
    );
  });

  it('fills in the contact details', () => {
    expect(replaceBrandTokens('Write to %EMAIL% or %SECURITY_EMAIL%, or call %PHONE%.')).toBe(
      `Write to ${CONTACT.email} or ${CONTACT.securityEmail}, or call ${CONTACT.phone}.`,
    );
  });

  it('leaves text without a token untouched', () => {
    expect(replaceBrandTokens('100 % of invoices, BRAND and %brand%')).toBe(
      '100 % of invoices, BRAND and %brand%',
    );
  });
});
