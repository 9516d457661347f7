import { BRAND_NAME, CONTACT, EXTERNAL_URLS, SUPPORT_HOURS } from '../brand.ts';
import { createTranslator, messagesFor } from '../i18n/index.ts';
import type { ContentLanguage } from './figureFormat.ts';

/** The token content files write where the product name goes. */
export const BRAND_TOKEN = '%BRAND%';

/** Every token content may use, and what it stands for: one place for names that may change. */
export const CONTENT_TOKENS: Record<string, string> = {
  [BRAND_TOKEN]: BRAND_NAME,
  '%EMAIL%': CONTACT.email,
  '%SECURITY_EMAIL%': CONTACT.securityEmail,
  '%PHONE%': CONTACT.phone,
  '%SIGNUP_FREE%': EXTERNAL_URLS.signUpFree,
};

/** The token for the support hours, which read differently in each language. */
export const SUPPORT_HOURS_TOKEN = '%SUPPORT_HOURS%';

/**
 * The support hours as the language writes them, from the same message the footer shows
 * ("9:00–16:00 Copenhagen time (CET/CEST)", "kl. 9–16 dansk tid", "kl. 9–16 norsk tid"), so a
 * Danish or Norwegian docs page never quotes the English sentence.
 */
export function supportHoursText(language: ContentLanguage): string {
  return createTranslator(messagesFor(language))('contact.hours', {
    opens: SUPPORT_HOURS.opens,
    closes: SUPPORT_HOURS.closes,
  });
}

/**
 * Replaces every content token in a content file's raw text (front matter included), the
 * support hours in the file's language (English unless told).
 */
export function replaceBrandTokens(text: string, language: ContentLanguage = 'en'): string {
  let result = text;
  for (const [token, value] of Object.entries(CONTENT_TOKENS)) result = result.split(token).join(value);
  return result.split(SUPPORT_HOURS_TOKEN).join(supportHoursText(language));
}
