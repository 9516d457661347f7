import {
  approximateAmount,
  contentLanguage,
  DKK_PER_UNIT,
  formatMoney,
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
 * Kroner show their code after the figure, as the DKK price beside them does ("1,495 DKK
 * (≈ 2,340 NOK)"), since "kr" alone would not say which krone; the euro shows its sign.
 */
export function useApproximate() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  const currency: LocalCurrency | null = localCurrency(localeCountry(locale));
  const approximate = useCallback(
    (dkk: number): string | null =>
      currency === null
        ? null
        : formatMoney(approximateAmount(dkk, currency), currency, language, {
            decimals: 'whole',
            display: currency === 'EUR' ? 'symbol' : 'code',
          }),
    [language, currency],
  );
  const rate =
    currency === null ? null : intl.formatNumber(DKK_PER_UNIT[currency], { minimumFractionDigits: 2 });
  return { currency, approximate, rate };
}
