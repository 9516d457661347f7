export { CountryRibbon, type CountryRibbonProps } from './CountryRibbon';
