import './invokerCommands';
import { groupHolding, itemLinks, navigationFor } from '../data/navigation';
import { MOBILE_MENU_ID } from '../enhance/markers';
import { contentLanguage } from '../locale/locales';
import { localizeHref, PATHS } from '../paths';
import { Chevron } from './Chevron';
import { useHeaderSettings } from './HeaderContext';
import { HeaderActions } from './HeaderActions';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';
import { SlideInDialog } from './SlideInDialog';

/** The `name` that makes the menu's groups one accordion: opening one closes the others. */
const GROUPS_NAME = 'bv-mobile-nav';

/** The small-screen menu button: opens the menu dialog by invoker command. */
export function MobileMenuButton() {
  const { translate } = useHeaderSettings();
  return (
    <div className={classes.mobileOnly}>
      <button
        type="button"
        className={classes.menuButton}
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={MOBILE_MENU_ID}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="bv-visually-hidden">{translate('header.openMenu')}</span>
      </button>
    </div>
  );
}

/**
 * The small-screen menu: a full-height dialog sliding in from the right, over the header, so
 * its close button sits where the menu button was. Its groups are `<details>` sharing one name,
 * so one is open at a time; the group holding the current page starts open.
 */
export function MobileMenuDialog() {
  const { locale, path, translate } = useHeaderSettings();
  const items = navigationFor(contentLanguage(locale));
  const current = groupHolding(items, path)?.title;
  return (
    <SlideInDialog
      id={MOBILE_MENU_ID}
      label={translate('header.mainMenu')}
      side="right"
      className={classes.drawer}
    >
      <div className={classes.drawerHeader}>
        <button type="button" className={classes.closeButton} command="close" commandfor={MOBILE_MENU_ID}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="bv-visually-hidden">{translate('header.closeMenu')}</span>
        </button>
      </div>
      <nav aria-label={translate('header.mainMenu')}>
        <ul className={classes.drawerList}>
          {items.map((item) => (
            <li key={item.title}>
              {item.sections ? (
                <details name={GROUPS_NAME} open={item.title === current} className={classes.drawerGroup}>
                  <summary className={classes.drawerGroupButton}>
                    {translate(item.title)}
                    <Chevron />
                  </summary>
                  <ul className={classes.drawerLinks}>
                    {itemLinks(item).map((link) => (
                      <li key={link.href}>
                        <NavLinkItem link={{ ...link, description: undefined }} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <NavLinkItem link={{ title: item.title, href: item.href ?? '/' }} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.drawerActions}>
        <HeaderActions bookDemoHref={localizeHref(PATHS.bookDemo, locale)} />
      </div>
    </SlideInDialog>
  );
}
