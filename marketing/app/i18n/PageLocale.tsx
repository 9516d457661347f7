import { type SiteLocale, type Translate, contentLanguage } from '@web/shared';
import type { CompiledMessages } from './compiledMessages';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/** The page's locale and its path without the locale prefix. */
export interface PageLocale {
  locale: SiteLocale;
  path: string;
}

const PageLocaleContext = createContext<PageLocale>({ locale: 'default', path: '/' });

/** The current page's locale and unprefixed path. */
export function usePageLocale(): PageLocale {
  return useContext(PageLocaleContext);
}

/** Gives a page its locale and messages (already merged over English). */
export function PageLocaleProvider({
  locale,
  path,
  messages,
  children,
}: PageLocale & { messages: CompiledMessages; children: ReactNode }) {
  return (
    <PageLocaleContext.Provider value={{ locale, path }}>
      <IntlProvider
        locale={contentLanguage(locale)}
        defaultLocale="en"
        messages={messages}
        onError={(error) => {
          // A key with no text anywhere shows the key itself (the spec); that is not an error.
          if (error.code !== 'MISSING_TRANSLATION') console.error(error);
        }}
      >
        {children}
      </IntlProvider>
    </PageLocaleContext.Provider>
  );
}

/** The translate function shared components take, backed by react-intl. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
