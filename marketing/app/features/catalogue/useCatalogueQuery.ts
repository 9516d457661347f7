import type { Country } from '@web/shared';
import { useCallback, useMemo } from 'react';
import { useUrlSearch } from '../useUrlSearch';
import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery } from './catalogueQuery';

/** The catalogue's view, kept in the URL (`?q=&category=&country=`) so it can be shared and survives a reload. */
export function useCatalogueQuery(siteCountry: Country | null) {
  const [search, replaceSearch] = useUrlSearch();
  const query = useMemo(() => parseCatalogueQuery(search, siteCountry), [search, siteCountry]);
  const update = useCallback(
    (change: Partial<CatalogueQuery>) =>
      replaceSearch(
        catalogueSearch(
          { ...parseCatalogueQuery(window.location.search, siteCountry), ...change },
          siteCountry,
        ),
      ),
    [replaceSearch, siteCountry],
  );
  return [query, update] as const;
}
