import { calculatorMarket, type CalculatorMarket, localeCountry } from '@web/shared';
import { createContext, useContext } from 'react';
import { usePageLocale } from '../../i18n/PageLocale';

/** The market a link named (`?currency=`), set by the calculator for its parts; null for the page's own. */
export const MarketContext = createContext<CalculatorMarket | null>(null);

/** The page's own market: Norway (NOK, a Norwegian hourly cost, Tripletex) on nb-NO and en-NO, Denmark elsewhere. */
export function useLocaleMarket(): CalculatorMarket {
  const { locale } = usePageLocale();
  return calculatorMarket(localeCountry(locale));
}

/** The market the calculator answers for: the one a link named, or the page's own. */
export function useMarket(): CalculatorMarket {
  const named = useContext(MarketContext);
  const own = useLocaleMarket();
  return named ?? own;
}
