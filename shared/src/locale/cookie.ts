import { type Locale, matchLocale } from './locales';

/** The cookie that remembers the visitor's chosen locale. */
export const LOCALE_COOKIE = 'current_locale';

const ONE_YEAR_SECONDS = 31_536_000;

/** Longer cookie headers than this are not ours to parse. */
const MAX_COOKIE_HEADER = 8192;

/**
 * The saved locale in a `document.cookie` or Cookie header, matched against our list; any
 * other value (malformed, hostile, overlong, unknown) is ignored and never returned as is.
 */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader || cookieHeader.length > MAX_COOKIE_HEADER) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    let value = pair.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return matchLocale(value.replace(/^"(.*)"$/, '$1'));
  }
  return null;
}

/** The `document.cookie` assignment that saves a locale for a year, site-wide. */
export function localeCookie(locale: Locale, options: { secure: boolean }): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
