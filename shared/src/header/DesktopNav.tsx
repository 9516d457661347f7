import { navigationFor } from '../data/navigation';
import { contentLanguage } from '../locale/locales';
import { useState } from 'react';
import { useHeaderSettings } from './HeaderContext';
import classes from './Header.module.css';
import { NavGroup } from './NavGroup';
import { NavLinkItem } from './NavLinkItem';

/** The wide-screen menu: one dropdown group open at a time. */
export function DesktopNav() {
  const { locale, translate, pathname } = useHeaderSettings();
  // A group stays open only on the page where it was opened: a route change closes it.
  const [opened, setOpened] = useState<{ index: number; on: string } | null>(null);
  const openIndex = opened?.on === pathname ? opened.index : null;
  return (
    <nav className={classes.desktopNav} aria-label={translate('header.mainMenu')}>
      <ul className={classes.desktopList}>
        {navigationFor(contentLanguage(locale)).map((item, index) =>
          item.sections ? (
            <NavGroup
              key={item.title}
              item={item}
              open={openIndex === index}
              onOpenChange={(open) => {
                if (open) setOpened({ index, on: pathname });
                else if (openIndex === index) setOpened(null);
              }}
            />
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
