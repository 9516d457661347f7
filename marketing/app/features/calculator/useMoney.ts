import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useApproximate } from '../../i18n/useApproximate';
import { type CalculatorMarket, formatMoney, formatMoneyFigure, type MoneyLanguage } from '@web/shared';
import { useMarket } from './useMarket';

/**
 * Formats amounts in the market's currency for the page's locale, in whole units (`figure`
 * without the currency, for columns whose heading names it). Where the calculator answers in
 * DKK on a Swedish or euro-country site, it also gives the approximate local amount at the
 * pricing page's fixed rate; on Norwegian sites the amounts are NOK already. A caller outside
 * the calculator's market context passes the market.
 */
export function useMoney(given?: CalculatorMarket) {
  const intl = useIntl();
  const context = useMarket();
  const market = given ?? context;
  const site = useApproximate();
  const converts = market.currency === 'DKK' && site.currency !== null;
  // The page's content language ('en', 'da' or 'nb'), which the IntlProvider is given.
  const language = intl.locale as MoneyLanguage;
  const figure = useCallback((amount: number) => formatMoneyFigure(amount, language, 'whole'), [language]);
  const money = useCallback(
    (amount: number) => formatMoney(amount, market.currency, language, { decimals: 'whole' }),
    [language, market.currency],
  );
  const { approximate } = site;
  const local = useCallback(
    (amount: number) => {
      const text = converts ? approximate(amount) : null;
      return text === null ? null : intl.formatMessage({ id: 'calculator.approx' }, { amount: text });
    },
    [intl, approximate, converts],
  );
  return {
    figure,
    money,
    local,
    currency: market.currency,
    localCurrency: converts ? site.currency : null,
    rate: converts ? site.rate : null,
  };
}
