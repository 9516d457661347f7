import { groupHolding, itemLinks, navigationFor } from '../data/navigation';
import { contentLanguage } from '../locale/locales';
import { localizeHref } from '../paths';
import { useId, useRef, useState } from 'react';
import { useHeaderSettings } from './HeaderContext';
import { HeaderActions } from './HeaderActions';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';
import { SlideInDialog } from './SlideInDialog';

/**
 * The small-screen menu: a modal dialog sliding in from the side, so focus moves into it and
 * stays there, Esc closes it, and focus returns to the menu button. Groups expand one at a time.
 */
export function MobileMenu() {
  const { locale, path, translate, pathname } = useHeaderSettings();
  const items = navigationFor(contentLanguage(locale));
  // The menu is open only on the page it was opened on: a route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();

  const openMenu = () => {
    setOpenGroup(groupHolding(items, path)?.title ?? null);
    setOpen(true);
  };

  return (
    <div className={classes.mobileOnly}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className={classes.visuallyHidden}>{translate('header.openMenu')}</span>
      </button>
      <SlideInDialog
        open={open}
        onClose={() => setOpen(false)}
        label={translate('header.mainMenu')}
        returnFocus={buttonRef}
        side="right"
        className={classes.drawer}
      >
        <div className={classes.drawerHeader}>
          <button type="button" className={classes.closeButton} onClick={() => setOpen(false)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className={classes.visuallyHidden}>{translate('header.closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={translate('header.mainMenu')}>
          <ul className={classes.drawerList}>
            {items.map((item) => {
              if (!item.sections) {
                return (
                  <li key={item.title}>
                    <NavLinkItem
                      link={{ title: item.title, href: item.href ?? '/' }}
                      onNavigate={() => setOpen(false)}
                    />
                  </li>
                );
              }
              const expanded = openGroup === item.title;
              const panelId = `${idPrefix}-${item.title}`;
              return (
                <li key={item.title}>
                  <button
                    type="button"
                    className={classes.drawerGroupButton}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpenGroup(expanded ? null : item.title)}
                  >
                    {translate(item.title)}
                    <svg
                      className={classes.chevron}
                      viewBox="0 0 12 12"
                      width="12"
                      height="12"
                      aria-hidden="true"
                    >
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
                    </svg>
                  </button>
                  <ul id={panelId} className={classes.drawerLinks} hidden={!expanded}>
                    {itemLinks(item).map((link) => (
                      <li key={link.href}>
                        <NavLinkItem
                          link={{ ...link, description: undefined }}
                          onNavigate={() => setOpen(false)}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={classes.drawerActions}>
          <HeaderActions bookDemoHref={localizeHref('/book-demo', locale)} />
        </div>
      </SlideInDialog>
    </div>
  );
}
