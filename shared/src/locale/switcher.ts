import { COUNTRY_NAMES, isKnownCountry, LANGUAGE_NAMES, NATIVE_COUNTRY_NAMES } from './countries';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type SiteLocale,
  localeCountry,
  localeLanguage,
  localizedPath,
} from './locales';
import { localizeDocsHref } from './docsLocales';

/** One choice of the location and language switcher. */
export interface SwitcherOption {
  locale: SiteLocale;
  /** "Danmark · Dansk": each option named in its own language, so a reader finds theirs. */
  label: string;
  /** Where choosing it goes: the same page in that locale, or the same docs page. */
  href: string;
}

/**
 * The country of a locale, named in the locale's language: "Sverige · Svenska", "Suomi ·
 * Suomi", but "Sweden · English" for the English option of the same country.
 */
function ownCountryName(locale: SiteLocale, internationalLabel: string): string {
  const country = localeCountry(locale);
  if (!isKnownCountry(country)) return internationalLabel;
  return localeLanguage(locale) === 'en' ? COUNTRY_NAMES.en[country] : NATIVE_COUNTRY_NAMES[country];
}

/**
 * The switcher's choices for a page: the default site first, then every locale. Marketing
 * pages move to the same page in the chosen locale; a docs page moves to the same doc in the
 * chosen locale's docs language (Danish or Norwegian for da-DK and nb-NO, English otherwise).
 */
export function switcherOptions(
  path: string,
  options: { docs: boolean; internationalLabel: string },
): SwitcherOption[] {
  const locales: SiteLocale[] = [DEFAULT_LOCALE, ...LOCALES];
  return locales.map((locale) => ({
    locale,
    label: `${ownCountryName(locale, options.internationalLabel)} · ${LANGUAGE_NAMES[localeLanguage(locale)]}`,
    href: options.docs ? localizeDocsHref(path, locale) : localizedPath(path, locale),
  }));
}
