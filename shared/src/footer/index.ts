export { LocaleSwitcher, type LocaleSwitcherProps } from './LocaleSwitcher';
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
