import {
  approximateAmount,
  DKK_PER_UNIT,
  localCurrency,
  localeCountry,
  type LocalCurrency,
} from '@web/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from './PageLocale';

/**
 * The page's local currency beside DKK (NOK in Norway, SEK in Sweden, EUR in euro countries)
 * and a formatter for approximate amounts in it; `currency` is null on Danish and default sites.
 * Kroner show their code (NOK, SEK), since "kr" alone would not say which krone.
 */
export function useApproximate() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const currency: LocalCurrency | null = localCurrency(localeCountry(locale));
  const approximate = useCallback(
    (dkk: number): string | null =>
      currency === null
        ? null
        : intl.formatNumber(approximateAmount(dkk, currency), {
            style: 'currency',
            currency,
            currencyDisplay: currency === 'EUR' ? 'narrowSymbol' : 'code',
            maximumFractionDigits: 0,
          }),
    [intl, currency],
  );
  const rate =
    currency === null ? null : intl.formatNumber(DKK_PER_UNIT[currency], { minimumFractionDigits: 2 });
  return { currency, approximate, rate };
}
