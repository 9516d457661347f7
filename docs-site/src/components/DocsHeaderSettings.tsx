import { useLocation } from '@docusaurus/router';
import { HeaderSettingsProvider, PlainLink } from '@web/shared/header';
import type { ReactNode } from 'react';
import { docsSiteLocale, translate } from './translate';

/**
 * What the shared header's parts need on a docs page: the texts and marketing links of the
 * docs' language (the English docs carry the international site's, which the site script moves
 * to a saved locale: shared/src/enhance/savedLocale.ts),
 * and plain anchors (marketing links leave /docs for the marketing site).
 */
export function DocsHeaderSettings({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <HeaderSettingsProvider value={{ translate, locale: docsSiteLocale, path: pathname, Link: PlainLink }}>
      {children}
    </HeaderSettingsProvider>
  );
}
