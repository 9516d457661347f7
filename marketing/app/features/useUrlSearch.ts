import { useCallback, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'url-search-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The page's query string as state, for tools whose view belongs in the URL (the calculator,
 * the catalogue's filters). The prerender and the hydrating render see none (the server
 * snapshot), so hydration matches the HTML; React then re-renders with the real URL. Writes
 * replace the history entry instead of navigating: the page's data stays, Back leaves the page.
 */
export function useUrlSearch(): [string, (search: string) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const replaceSearch = useCallback((next: string) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [search, replaceSearch];
}
