import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DocSidebarItems from '@theme/DocSidebarItems';
import { MobileMenuDialog } from '@web/shared/header';
import { DocsHeaderSettings } from './DocsHeaderSettings';
import { translate } from './translate';
import styles from './DocsMenu.module.css';

/**
 * Whether the page renders the small-screen menu itself (DocsMenu, with the docs tree in it).
 * The header is outside the docs' route tree and cannot read the sidebar, so it asks the docs'
 * global data whether this page is a doc in a sidebar: exactly the pages DocsMenu renders on.
 */
export function usePageHasDocsMenu(): boolean {
  return useActiveDocContext(undefined).activeDoc?.sidebar !== undefined;
}

/**
 * The one small-screen menu of a doc page: the docs tree first (shown under 997 px, where the
 * sidebar is hidden), then the site menu and the header's actions. Choosing a page closes it
 * (the site script closes a dialog when a link in it is followed).
 */
export function DocsMenu() {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) return null;
  const label = translate('docs.menu.tree');
  return (
    <DocsHeaderSettings>
      <MobileMenuDialog
        lead={
          <nav aria-label={label} className={styles.tree}>
            <p className={styles.title}>{label}</p>
            <ul className="theme-doc-sidebar-menu menu__list">
              <DocSidebarItems items={sidebar.items} activePath={pathname} level={1} />
            </ul>
          </nav>
        }
      />
    </DocsHeaderSettings>
  );
}
