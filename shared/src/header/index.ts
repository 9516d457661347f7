import './invokerCommands';
export { HeaderSettingsProvider, type HeaderSettings, type LinkComponent, PlainLink } from './HeaderContext';
export { SiteHeader } from './SiteHeader';
export { SlideInDialog, type SlideInDialogProps } from './SlideInDialog';
