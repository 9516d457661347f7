import { localizeHref, PATHS } from '../paths';
import { useHeaderSettings } from './HeaderContext';
import { DesktopNav } from './DesktopNav';
import classes from './Header.module.css';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { MobileMenuButton, MobileMenuDialog } from './MobileMenu';
import { SearchButton } from './SearchButton';
import { SearchDialog } from './SearchDialog';
import { ThemeToggle } from './ThemeToggle';

export interface SiteHeaderProps {
  className?: string;
}

/**
 * The sticky 76 px header: logo, menu, search, colour scheme, Sign in and Book demo, the same
 * on both apps. It turns solid once the page scrolls, by a scroll-driven animation in its CSS
 * (no script).
 */
export function SiteHeader({ className }: SiteHeaderProps) {
  const { locale, translate, Link } = useHeaderSettings();
  return (
    <header className={className ? `${classes.header} ${className}` : classes.header}>
      <div className={classes.bar}>
        <Link
          href={localizeHref(PATHS.home, locale)}
          className={classes.logo}
          aria-label={translate('header.home')}
        >
          <Logo />
        </Link>
        <DesktopNav />
        <SearchButton />
        <ThemeToggle />
        <div className={classes.actions}>
          <HeaderActions bookDemoHref={localizeHref(PATHS.bookDemo, locale)} />
        </div>
        <MobileMenuButton />
        <MobileMenuDialog />
      </div>
      <SearchDialog />
    </header>
  );
}
