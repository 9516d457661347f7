import './invokerCommands';
export { HeaderSettingsProvider, type HeaderSettings, type LinkComponent, PlainLink } from './HeaderContext';
export { MobileMenuDialog } from './MobileMenu';
export { MagnifierIcon } from './SearchButton';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { SlideInDialog, type SlideInDialogProps } from './SlideInDialog';
