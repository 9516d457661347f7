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
  /**
   * Whether the header renders its own small-screen menu dialog. A docs page renders the
   * dialog itself, with the docs tree in it, so a phone has one menu (the menu button finds it
   * by id either way).
   */
  menuDialog?: boolean;
}

/**
 * The sticky 76 px header: logo, menu, search, colour scheme, Sign in and Book demo, the same
 * on both apps. It turns solid once the page scrolls, by a scroll-driven animation in its CSS
 * (no script).
 */
export function SiteHeader({ className, menuDialog = true }: SiteHeaderProps) {
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
        {menuDialog ? <MobileMenuDialog /> : null}
      </div>
      <SearchDialog />
    </header>
  );
}
