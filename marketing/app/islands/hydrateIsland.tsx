import { MantineProvider } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageLocaleProvider } from '../i18n/PageLocale';
import { theme } from '../theme';
import type { IslandName } from './islandScripts';
import { ISLAND_HYDRATED, ISLAND_PROPS, ISLAND_ROOT, type IslandProps } from './islandProps';

/** Marks the island's root once hydrated; renders nothing, so the markup still matches the prerender. */
function MarkHydrated({ root }: { root: Element }) {
  useEffect(() => root.setAttribute(ISLAND_HYDRATED, ''), [root]);
  return null;
}

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
        <MarkHydrated root={root} />
      </PageLocaleProvider>
    </MantineProvider>,
  );
}
