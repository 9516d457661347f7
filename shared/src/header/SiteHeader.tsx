import { localizeHref, PATHS } from '../paths';
import type { ReactNode } from 'react';
import { useHeaderSettings } from './HeaderContext';
import { DesktopNav } from './DesktopNav';
import classes from './Header.module.css';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/**
 * The sticky 76 px header: logo, menu, Sign in and Book demo. It turns solid once the page
 * scrolls, by a scroll-driven animation in its CSS (no script).
 */
export function SiteHeader({ search, className }: { search?: ReactNode; className?: string }) {
  const { locale, translate, Link } = useHeaderSettings();
  return (
    <header className={className ? `${classes.header} ${className}` : classes.header}>
      {/* A search box takes room from the menu: such a header switches to the full menu later. */}
      <div className={search ? `${classes.bar} ${classes.withSearch}` : classes.bar}>
        <Link
          href={localizeHref(PATHS.home, locale)}
          className={classes.logo}
          aria-label={translate('header.home')}
        >
          <Logo />
        </Link>
        <DesktopNav />
        {search ? <div className={classes.search}>{search}</div> : null}
        <div className={classes.actions}>
          <HeaderActions bookDemoHref={localizeHref(PATHS.bookDemo, locale)} />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
