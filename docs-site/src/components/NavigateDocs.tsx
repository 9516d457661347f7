import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import { SlideInDialog } from '@web/shared/header';
import { useRef, useState } from 'react';
import styles from './NavigateDocs.module.css';

/**
 * Small screens: a "Navigate Docs" button that opens the docs tree in a slide-in panel (a
 * modal dialog: focus moves in and stays, Esc closes). The panel closes when the path changes.
 */
export function NavigateDocs() {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  // Open only on the page it was opened on: a new path closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!sidebar) return null;
  const label = translate({ id: 'docs.navigate.label', message: 'Docs navigation' });
  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenedOn(pathname)}
      >
        <Translate id="docs.navigate.button">Navigate Docs</Translate>
      </button>
      <SlideInDialog
        open={open}
        onClose={() => setOpenedOn(null)}
        label={label}
        returnFocus={buttonRef}
        side="left"
        className={styles.panel}
      >
        <div className={styles.panelHeader}>
          <button type="button" className={styles.close} onClick={() => setOpenedOn(null)}>
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
