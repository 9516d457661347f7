import { type ComponentType, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageLocaleProvider } from '../i18n/PageLocale';
import type { IslandName } from './islandScripts';
import { ISLAND_HYDRATED, ISLAND_PROPS, ISLAND_ROOT, type IslandProps } from './islandProps';

/** Marks the island's root once hydrated; renders nothing, so the markup still matches the prerender. */
function MarkHydrated({ root }: { root: Element }) {
  useEffect(() => root.setAttribute(ISLAND_HYDRATED, ''), [root]);
  return null;
}

/**
 * Hydrates one island: the element the prerender wrote for it, with the provider the page's
 * layout gave it there (the page's locale and messages from its JSON block), so the first render
 * matches the prerendered markup. No Mantine provider: no island renders a Mantine component
 * (the catalogue's filters write Mantine's markup themselves, FilterControls.tsx), and
 * react-intl is islandIntl.tsx here (docs/decisions/2026-11-27-island-javascript.md).
 */
export function hydrateIsland(name: IslandName, Component: ComponentType): void {
  const root = document.querySelector(`[${ISLAND_ROOT}="${name}"]`);
  const data = document.querySelector(`script[${ISLAND_PROPS}="${name}"]`)?.textContent;
  if (!root || !data) return;
  const { locale, path, messages } = JSON.parse(data) as IslandProps;
  // Three tasks, none of them long: this module's evaluation; the page's first Intl formatter,
  // which loads the language data of every formatter after it (16-28 ms in Chromium, measured
  // inside the calculator's first list and the catalogue's first country name); then hydration.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (React Router's own client entry does the same): a
  // visitor's first tap is not kept waiting, and Lighthouse counts no blocking time for it.
  setTimeout(() => {
    new Intl.NumberFormat(locale).format(0);
    setTimeout(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <PageLocaleProvider locale={locale} path={path} messages={messages}>
            <Component />
            <MarkHydrated root={root} />
          </PageLocaleProvider>,
        );
      }),
    );
  });
}
