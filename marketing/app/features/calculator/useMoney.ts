import { approximateEur, isEuroCountry, localeCountry } from '@web/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';

/**
 * Formats DKK amounts for the page's locale, whole kroner; on a euro-country site it also gives
 * the approximate euro amount at the pricing page's fixed rate.
 */
export function useMoney() {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const showEur = isEuroCountry(localeCountry(locale));
  const dkk = useCallback(
    (amount: number) => `${intl.formatNumber(Math.round(amount), { maximumFractionDigits: 0 })} DKK`,
    [intl],
  );
  const eur = useCallback(
    (amount: number) =>
      showEur
        ? intl.formatMessage(
            { id: 'calculator.approxEur' },
            { amount: intl.formatNumber(approximateEur(amount)) },
          )
        : null,
    [intl, showEur],
  );
  return { dkk, eur, showEur };
}
