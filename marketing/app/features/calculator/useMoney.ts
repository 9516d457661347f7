import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useApproximate } from '../../i18n/useApproximate';

/**
 * Formats DKK amounts for the page's locale, whole kroner (`figure` without the currency, for
 * columns whose heading names it); on a Norwegian, Swedish or euro-country site it also gives
 * the approximate local amount at the pricing page's fixed rate.
 */
export function useMoney() {
  const intl = useIntl();
  const { currency, approximate, rate } = useApproximate();
  const figure = useCallback(
    (amount: number) => intl.formatNumber(Math.round(amount), { maximumFractionDigits: 0 }),
    [intl],
  );
  const dkk = useCallback((amount: number) => `${figure(amount)}\u00a0DKK`, [figure]);
  const local = useCallback(
    (amount: number) => {
      const text = approximate(amount);
      return text === null ? null : intl.formatMessage({ id: 'calculator.approx' }, { amount: text });
    },
    [intl, approximate],
  );
  return { figure, dkk, local, currency, rate };
}
