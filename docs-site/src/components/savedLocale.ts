import { readLocaleCookie, type SiteLocale } from '@web/shared';
import { useEffect, useState } from 'react';

/**
 * The visitor's saved locale, read from the cookie after hydration (the prerendered docs are
 * the same for everyone, so they start at the default site). Docs text stays English; the
 * ribbon, badges and footer links follow this locale.
 */
export function useSavedLocale(): [SiteLocale, (locale: SiteLocale) => void] {
  const [locale, setLocale] = useState<SiteLocale>('default');
  useEffect(() => {
    const saved = readLocaleCookie(document.cookie);
    // Reading the cookie is an external system: sync once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setLocale(saved);
  }, []);
  return [locale, setLocale];
}
