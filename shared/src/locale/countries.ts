import type { Country, Language } from './locales';

/** Rollout status lists per country (the spec's country config). */
export interface CountryConfig {
  ga: readonly string[];
  beta: readonly string[];
  waiting_list: readonly string[];
  news: readonly string[];
}

/** Where each country stands today: DK and NO generally available, nothing else listed. */
export const COUNTRY_CONFIG: CountryConfig = {
  ga: ['DK', 'NO'],
  beta: [],
  waiting_list: [],
  news: [],
};

export type CountryStatus = keyof CountryConfig;

/** A country's status, or null when it is in no list (no ribbon). Status lists are checked in order. */
export function countryStatus(
  country: string | null,
  config: CountryConfig = COUNTRY_CONFIG,
): CountryStatus | null {
  if (!country) return null;
  const order: CountryStatus[] = ['ga', 'beta', 'waiting_list', 'news'];
  return order.find((status) => config[status].includes(country)) ?? null;
}

/** Countries that pay in euro (the spec's list): they also see an approximate EUR price. */
export const EURO_COUNTRIES = [
  'DE',
  'FI',
  'AT',
  'BE',
  'CY',
  'EE',
  'ES',
  'FR',
  'GR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
] as const;

/** Whether a country uses the euro. */
export function isEuroCountry(country: string | null): boolean {
  return country !== null && (EURO_COUNTRIES as readonly string[]).includes(country);
}

/** Country names in English and Danish. */
export const COUNTRY_NAMES: Record<'en' | 'da', Record<Country, string>> = {
  en: { DK: 'Denmark', NO: 'Norway', SE: 'Sweden', FI: 'Finland', DE: 'Germany' },
  da: { DK: 'Danmark', NO: 'Norge', SE: 'Sverige', FI: 'Finland', DE: 'Tyskland' },
};

/** Each country's name in its own main language: what the switcher shows beside that language. */
export const NATIVE_COUNTRY_NAMES: Record<Country, string> = {
  DK: 'Danmark',
  NO: 'Norge',
  SE: 'Sverige',
  FI: 'Suomi',
  DE: 'Deutschland',
};

/** What to call a country nobody has a name for. */
export const UNKNOWN_COUNTRY: Record<'en' | 'da', string> = { en: 'your country', da: 'dit land' };

/** Whether we have a name for a country code. */
export function isKnownCountry(country: string | null): country is Country {
  return country !== null && Object.hasOwn(COUNTRY_NAMES.en, country);
}

/** A country's name in English or Danish; "your country" for an unknown or missing one. */
export function countryName(country: string | null, language: 'en' | 'da' = 'en'): string {
  const names: Record<string, string> = COUNTRY_NAMES[language];
  return country !== null && Object.hasOwn(names, country)
    ? (names[country] ?? '')
    : UNKNOWN_COUNTRY[language];
}

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  da: 'Dansk',
  nb: 'Norsk bokmål',
  sv: 'Svenska',
  fi: 'Suomi',
  de: 'Deutsch',
};

/** The trust badges a footer shows. */
/** Every trust badge, in the order the footer shows them. */
export const TRUST_BADGES = ['eu-made', 'eu-hosted', 'bookkeeping-act'] as const;

export type TrustBadge = (typeof TRUST_BADGES)[number];

/** Denmark adds the Bookkeeping Act badge; Norway, the other EU countries and the default site show two. */
export function trustBadges(country: string | null): TrustBadge[] {
  return country === 'DK' ? ['eu-made', 'eu-hosted', 'bookkeeping-act'] : ['eu-made', 'eu-hosted'];
}
