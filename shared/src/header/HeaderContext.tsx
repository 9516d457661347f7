import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Translate } from '../i18n';
import type { SiteLocale } from '../locale/locales';

/** How an app renders an internal link: React Router's Link in marketing, a plain anchor in the docs. */
export type LinkComponent = ComponentType<{
  href: string;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}>;

/** What the header needs from the app that renders it. */
export interface HeaderSettings {
  translate: Translate;
  /** The locale marketing links follow. */
  locale: SiteLocale;
  /** The page's path without a locale prefix: the mobile menu opens the group holding it. */
  path: string;
  /** Renders links to marketing pages. */
  Link: LinkComponent;
}

const PlainLink: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;

const HeaderContext = createContext<HeaderSettings>({
  translate: (id) => id,
  locale: 'default',
  path: '/',
  Link: PlainLink,
});

/** The header's settings, from the nearest provider. */
export function useHeaderSettings(): HeaderSettings {
  return useContext(HeaderContext);
}

export const HeaderSettingsProvider = HeaderContext.Provider;
export { PlainLink };
