import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { SkipLink } from './components/SkipLink';
import { SiteIntlProvider } from './i18n/SiteIntlProvider';
import './styles/mantine.css';
import './styles/site.css';
import { theme } from './theme';

/** The document shell every prerendered page shares. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Light only: no colour-scheme script, one inline script fewer to hash. */}
        <MantineProvider theme={theme} forceColorScheme="light">
          <SiteIntlProvider>
            <SkipLink />
            {children}
          </SiteIntlProvider>
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
