import { cachedFormatter } from '@web/shared';

/**
 * A country's name in a language, from the browser's and Node's own data (no table to keep). The
 * catalogue names a country for every integration it filters: a new formatter a call took 27 ms
 * of the island's first render.
 */
export function countryDisplayName(country: string, language: string): string {
  const names = cachedFormatter(
    `region|${language}`,
    () => new Intl.DisplayNames([language], { type: 'region' }),
  );
  return names.of(country) ?? country;
}
