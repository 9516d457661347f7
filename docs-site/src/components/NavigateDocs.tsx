import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DocSidebarItems from '@theme/DocSidebarItems';
import { SlideInDialog } from '@web/shared/header';
import { SidebarGroupsName } from './sidebarGroups';
import { translate } from './translate';
import styles from './NavigateDocs.module.css';

const PANEL_ID = 'bv-docs-nav';

/**
 * Phones and tablets (under 997 px, where the sidebar is hidden): a "Navigate Docs" button
 * that opens the docs tree in a panel sliding in from the left, a modal `<dialog>` opened by
 * an invoker command (no script needed). The current page is marked and its group open. The
 * panel's close button sits where the opening button was (CSS anchor positioning), and
 * following a link in it loads that page, which closes it. The header's menu button keeps the
 * site menu; both are modal, so they never overlap.
 */
export function NavigateDocs() {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) return null;
  const label = translate('docs.menu.tree');
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={PANEL_ID}
      >
        <MenuIcon />
        {translate('docs.navigate.button')}
      </button>
      <SlideInDialog id={PANEL_ID} label={label} side="left" className={styles.panel}>
        <button type="button" className={styles.close} command="close" commandfor={PANEL_ID}>
          <CloseIcon />
          {translate('docs.navigate.close')}
        </button>
        <nav aria-label={label} className={styles.tree}>
          <ul className="theme-doc-sidebar-menu menu__list">
            <SidebarGroupsName.Provider value="docs-nav">
              <DocSidebarItems items={sidebar.items} activePath={pathname} level={1} />
            </SidebarGroupsName.Provider>
          </ul>
        </nav>
      </SlideInDialog>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h10" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
