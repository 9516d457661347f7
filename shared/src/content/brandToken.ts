import { BRAND_NAME, CONTACT, EXTERNAL_URLS, SUPPORT_HOURS } from '../brand.ts';

/** The token content files write where the product name goes. */
export const BRAND_TOKEN = '%BRAND%';

/** Every token content may use, and what it stands for: one place for names that may change. */
export const CONTENT_TOKENS: Record<string, string> = {
  [BRAND_TOKEN]: BRAND_NAME,
  '%EMAIL%': CONTACT.email,
  '%SECURITY_EMAIL%': CONTACT.securityEmail,
  '%PHONE%': CONTACT.phone,
  '%SIGNUP_FREE%': EXTERNAL_URLS.signUpFree,
  // English only (the docs); marketing pages quote the hours in their language with <SupportHours />.
  '%SUPPORT_HOURS%': `${SUPPORT_HOURS.opens}:00–${SUPPORT_HOURS.closes}:00 Copenhagen time (CET/CEST)`,
};

/** Replaces every content token in a content file's raw text (front matter included). */
export function replaceBrandTokens(text: string): string {
  let result = text;
  for (const [token, value] of Object.entries(CONTENT_TOKENS)) result = result.split(token).join(value);
  return result;
}
