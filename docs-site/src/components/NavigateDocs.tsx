import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import { SlideInDialog } from '@web/shared/header';
import styles from './NavigateDocs.module.css';

const PANEL_ID = 'bv-docs-nav';

/**
 * Small screens: a "Navigate Docs" button that opens the docs tree in a slide-in panel (a
 * modal dialog opened by an invoker command: focus moves in and stays, Esc closes). Choosing
 * a page closes it (the site script closes a dialog when a link in it is followed).
 */
export function NavigateDocs() {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) return null;
  const label = translate({ id: 'docs.navigate.label', message: 'Docs navigation' });
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={PANEL_ID}
      >
        <Translate id="docs.navigate.button">Navigate Docs</Translate>
      </button>
      <SlideInDialog id={PANEL_ID} label={label} side="left" className={styles.panel}>
        <div className={styles.panelHeader}>
          <button type="button" className={styles.close} command="close" commandfor={PANEL_ID}>
            <Translate id="docs.navigate.close">Close</Translate>
          </button>
        </div>
        <nav aria-label={label}>
          <ul className="theme-doc-sidebar-menu menu__list">
            <DocSidebarItems items={sidebar.items} activePath={pathname} level={1} />
          </ul>
        </nav>
      </SlideInDialog>
    </div>
  );
}
