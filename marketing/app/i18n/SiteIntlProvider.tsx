import { englishMessages } from '@web/shared';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/** Gives every component the page's messages; the locale issue adds languages. */
export function SiteIntlProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={englishMessages}>
      {children}
    </IntlProvider>
  );
}
