import type { Country } from '@web/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery } from './catalogueQuery';

const CHANGE_EVENT = 'catalogue-query-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The catalogue's view, kept in the URL (`?q=&category=&country=`) so it can be shared and
 * survives a reload. The prerender and the hydrating render see no query (the server snapshot),
 * so hydration matches the HTML; React then re-renders with the real URL.
 */
export function useCatalogueQuery(siteCountry: Country | null) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const query = useMemo(() => parseCatalogueQuery(search, siteCountry), [search, siteCountry]);

  const update = useCallback(
    (change: Partial<CatalogueQuery>) => {
      const next = { ...parseCatalogueQuery(window.location.search, siteCountry), ...change };
      const { pathname, hash } = window.location;
      // History, not a router navigation: the page's data stays as it is.
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${catalogueSearch(next, siteCountry)}${hash}`,
      );
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [siteCountry],
  );

  return [query, update] as const;
}
