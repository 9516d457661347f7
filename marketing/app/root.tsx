import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { contentLanguage, localeRedirectScript } from '@web/shared';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { useSiteLocale } from './routeData';
import '@web/shared/tokens.css';
import './styles/mantine.css';
import './styles/site.css';
import { theme } from './theme';

/** The document shell every prerendered page shares. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useSiteLocale();
  const { pathname } = useLocation();
  return (
    <html lang={contentLanguage(locale ?? 'default')} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        {/* The bare / alone moves a visitor with a saved locale to it, before first paint. */}
        {pathname === '/' ? <script dangerouslySetInnerHTML={{ __html: localeRedirectScript() }} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Light only: no colour-scheme script, one inline script fewer to hash. */}
        <MantineProvider theme={theme} forceColorScheme="light">
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
