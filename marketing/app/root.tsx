import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import {
  colorSchemeScript,
  contentLanguage,
  FONT_URL,
  localeRedirectScript,
  SITE_SCRIPT_LOADER,
  SPECULATION_RULES,
} from '@web/shared';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, useLocation } from 'react-router';
import { useSiteLocale } from './routeData';
import '@web/shared/font.css';
import '@web/shared/tokens.css';
import './styles/mantine.css';
// After Mantine's defaults, which it overrides with our theme's values.
import 'virtual:mantine-theme.css';
/**
 * Every component's stylesheet in the root's CSS, so all pages share one cached stylesheet in
 * one rule order instead of a file per route. The build keeps a CSS module's styles only while
 * something holds its class names: the root's handle does.
 */
const PRERENDERED_STYLES = import.meta.glob(
  [
    './components/**/*.module.css',
    './features/integrations/*.module.css',
    '../../shared/src/header/*.module.css',
  ],
  { eager: true, import: 'default' },
);
import '@web/shared/app-window.css';
import '@web/shared/footer.css';
import '@web/shared/ribbon.css';
import '@web/shared/search.css';
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
        {/* The visitor's colour scheme, set before the first paint (no light flash on a dark choice). */}
        <script dangerouslySetInnerHTML={{ __html: colorSchemeScript() }} />
        {/* The bare / alone moves a visitor with a saved locale to it, before first paint. */}
        {pathname === '/' ? <script dangerouslySetInnerHTML={{ __html: localeRedirectScript() }} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The one web font, fetched with the stylesheet rather than after it (font.css). */}
        <link rel="preload" href={FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Mantine stays on its light scheme: in the dark one its variables follow our tokens
            (styles/site.css). Its variables and classes come from a stylesheet
            (virtual:mantine-theme.css), not a <style> here. */}
        <MantineProvider
          theme={theme}
          forceColorScheme="light"
          withCssVariables={false}
          withGlobalClasses={false}
        >
          {children}
        </MantineProvider>
        {/* No page loads React Router (the tools are islands, islands/; the forms are checked by
            the site script, `@web/shared/forms`): every page loads the small site script. */}
        <script dangerouslySetInnerHTML={{ __html: SITE_SCRIPT_LOADER }} />
        {/* `npm run dev` only: Vite's client reloads the page when a file it renders from changes. */}
        {import.meta.env.DEV ? <script type="module" src="/@vite/client" /> : null}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </body>
    </html>
  );
}

export const handle = { styles: PRERENDERED_STYLES };

export default function App() {
  return <Outlet />;
}
