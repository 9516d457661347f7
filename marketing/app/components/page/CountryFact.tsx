import {
  contentLanguage,
  countryFactText,
  type CountryFactId,
  factCountry,
  type FactCountry,
  localeCountry,
} from '@web/shared';
import { usePageLocale } from '../../i18n/PageLocale';

/** The country whose facts this page states: Norway on the Norwegian sites, otherwise Denmark. */
export function usePageFactCountry(): FactCountry {
  const { locale } = usePageLocale();
  return factCountry(localeCountry(locale));
}

/**
 * A statutory fact of the page's country, from `shared/src/data/countryFacts.ts`
 * (`<CountryFact fact="reminderFee" />`: 100 DKK on a Danish or the default site, 35 NOK on a
 * Norwegian one). English content is shared by every English site, so it quotes country facts
 * through this component and names the country with `<CountryFact fact="country" />`.
 * `country` pins one country where the text compares them.
 */
export function CountryFact({ fact, country }: { fact: CountryFactId; country?: FactCountry }) {
  const { locale } = usePageLocale();
  const pageCountry = usePageFactCountry();
  return <>{countryFactText(fact, country ?? pageCountry, contentLanguage(locale))}</>;
}
