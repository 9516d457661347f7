/** A country's name in a language, from the browser's and Node's own data (no table to keep). */
export function countryDisplayName(country: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
}
