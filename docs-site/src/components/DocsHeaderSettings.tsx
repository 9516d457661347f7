import { useLocation } from '@docusaurus/router';
import { HeaderSettingsProvider, PlainLink } from '@web/shared/header';
import type { ReactNode } from 'react';
import { translate } from './translate';

/**
 * What the shared header's parts need on a docs page: English texts, the international site's
 * marketing links (the site script moves them to a saved locale: shared/src/enhance/savedLocale.ts),
 * and plain anchors (marketing links leave /docs for the marketing site).
 */
export function DocsHeaderSettings({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <HeaderSettingsProvider value={{ translate, locale: 'default', path: pathname, Link: PlainLink }}>
      {children}
    </HeaderSettingsProvider>
  );
}
