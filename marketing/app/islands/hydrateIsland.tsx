import { MantineProvider } from '@mantine/core';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageLocaleProvider } from '../i18n/PageLocale';
import { theme } from '../theme';
import type { IslandName } from './islandScripts';
import { ISLAND_PROPS, ISLAND_ROOT, type IslandProps } from './islandProps';

/**
 * Hydrates one island: the element the prerender wrote for it, with the providers the page's
 * layout gave it there (Mantine as in root.tsx, the page's locale and messages from its JSON
 * block), so the first render matches the prerendered markup.
 */
export function hydrateIsland(name: IslandName, Component: ComponentType): void {
  const root = document.querySelector(`[${ISLAND_ROOT}="${name}"]`);
  const data = document.querySelector(`script[${ISLAND_PROPS}="${name}"]`)?.textContent;
  if (!root || !data) return;
  const { locale, path, messages } = JSON.parse(data) as IslandProps;
  hydrateRoot(
    root,
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <PageLocaleProvider locale={locale} path={path} messages={messages}>
        <Component />
      </PageLocaleProvider>
    </MantineProvider>,
  );
}
