import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import {
  colorSchemeScript,
  contentLanguage,
  FONT_URL,
  localeRedirectScript,
  SITE_SCRIPT_LOADER,
  SPECULATION_RULES,
} from '@web/shared';
import { type ReactNode, useContext, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
} from 'react-router';
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

/**
 * Whether this render is React Router's SPA fallback (`__spa-fallback.html`): the build renders
 * it through this root and refuses it without `<Scripts />`. An internal flag: should it ever
 * stop meaning this, the build fails with React Router's "SPA Mode" error rather than
 * publishing a page that cannot hydrate.
 */
function useIsSpaFallback(): boolean {
  return useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
}

/** The document shell every prerendered page shares. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useSiteLocale();
  const { pathname } = useLocation();
  const spaFallback = useIsSpaFallback();
  // Only the SPA fallback loads React Router: the tools are islands (islands/), the forms are
  // checked by the site script (`@web/shared/forms`, inPage.ts).
  const hydrate = spaFallback;
  return (
    <html
      lang={contentLanguage(locale ?? 'default')}
      {...mantineHtmlProps}
      {...(hydrate ? { [HYDRATED_ATTRIBUTE]: 'false' } : {})}
    >
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
        {/* No prerendered page hydrates; every page loads the small site script. */}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        <script dangerouslySetInnerHTML={{ __html: SITE_SCRIPT_LOADER }} />
        {/* `npm run dev` only: Vite's client reloads the page when a file it renders from changes. */}
        {import.meta.env.DEV ? <script type="module" src="/@vite/client" /> : null}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </body>
    </html>
  );
}

export const handle = { styles: PRERENDERED_STYLES };

/**
 * A page that hydrates says when React has taken over, as the docs (Docusaurus) do with the
 * same attribute: tests wait for it instead of for the network to fall quiet.
 */
const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

export default function App() {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true'), []);
  return <Outlet />;
}
