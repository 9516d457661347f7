import { localizeHref, PATHS } from '../paths';
import { type ReactNode, useEffect, useState } from 'react';
import { useHeaderSettings } from './HeaderContext';
import { DesktopNav } from './DesktopNav';
import classes from './Header.module.css';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

/** Whether the page is scrolled away from the top. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** The fixed 76 px header: logo, menu, Sign in and Book demo; background and shadow once scrolled. */
export function SiteHeader({ search, className }: { search?: ReactNode; className?: string }) {
  const { locale, translate, Link } = useHeaderSettings();
  const scrolled = useScrolled();
  return (
    <header
      className={className ? `${classes.header} ${className}` : classes.header}
      data-scrolled={scrolled}
    >
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
