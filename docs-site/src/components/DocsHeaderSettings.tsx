import { useLocation } from '@docusaurus/router';
import { HeaderSettingsProvider, PlainLink } from '@web/shared/header';
import type { ReactNode } from 'react';
import { useSavedLocale } from './savedLocale';
import { translate } from './translate';

/**
 * What the shared header's parts need on a docs page: English texts, the visitor's saved locale
 * for marketing links, and plain anchors (marketing links leave /docs for the marketing site).
 */
export function DocsHeaderSettings({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [locale] = useSavedLocale();
  return (
    <HeaderSettingsProvider value={{ translate, locale, path: pathname, Link: PlainLink }}>
      {children}
    </HeaderSettingsProvider>
  );
}
