import './invokerCommands';
export { HeaderSettingsProvider, type HeaderSettings, type LinkComponent, PlainLink } from './HeaderContext';
export { MagnifierIcon } from './SearchButton';
export { SiteHeader } from './SiteHeader';
export { SlideInDialog, type SlideInDialogProps } from './SlideInDialog';
