import { BRAND_NAME, englishMessages } from '@web/shared';
import { createIntl, createIntlCache } from 'react-intl';

const cache = createIntlCache();
const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: englishMessages }, cache);

/** Formats a message outside React (route `meta` functions), with the brand filled in. */
export function message(id: string, values: Record<string, string> = {}): string {
  return intl.formatMessage({ id }, { brand: BRAND_NAME, ...values });
}
