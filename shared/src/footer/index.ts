export { LocaleSwitcher, saveLocaleChoice, type LocaleSwitcherProps } from './LocaleSwitcher';
export { SiteFooter, type SiteFooterProps } from './SiteFooter';
