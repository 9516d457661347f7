export { HeaderSettingsProvider, type HeaderSettings, type LinkComponent, PlainLink } from './HeaderContext';
export { SiteHeader } from './SiteHeader';
