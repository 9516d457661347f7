import { navigationFor } from '../data/navigation';
import { contentLanguage } from '../locale/locales';
import { useHeaderSettings } from './HeaderContext';
import classes from './Header.module.css';
import { NavGroup } from './NavGroup';
import { NavLinkItem } from './NavLinkItem';

/** The wide-screen menu: groups open as popovers, so one is open at a time. */
export function DesktopNav() {
  const { locale, translate } = useHeaderSettings();
  return (
    <nav className={classes.desktopNav} aria-label={translate('header.mainMenu')}>
      <ul className={classes.desktopList}>
        {navigationFor(contentLanguage(locale)).map((item, index) =>
          item.sections ? (
            <NavGroup key={item.title} item={item} id={`bv-nav-${index}`} />
          ) : (
            <li key={item.title} className={classes.topLink}>
              <NavLinkItem link={{ title: item.title, href: item.href ?? '/' }} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
