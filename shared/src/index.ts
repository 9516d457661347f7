export * from './brand';
export * from './styles/font.generated';
export * from './content/brandToken';
export * from './content/figureTokens';
export * from './content/countryFactText';
export * from './money/formatMoney';
export * from './content/handTypedFigures';
export * from './content/documentTitle';
export * from './data';
export * from './i18n';
export * from './locale';
export * from './paths';
export * from './content/toc';
export * from './calculator';
export * from './product';
export {
  LATE_LAYOUT,
  MARKERS,
  MOBILE_MENU_ID,
  SEARCH_DIALOG_ID,
  SEARCH_INDEX,
  SEARCH_PARTS,
  SEARCH_SCRIPT_SRC,
  SITE_SCRIPT_SRC,
} from './enhance/markers';
export { SPECULATION_RULES } from './enhance/speculationRules';
export { appendModuleScript, islandLoader, SITE_SCRIPT_LOADER } from './enhance/scriptLoaders';
export * from './search/sites';
// The search's ranking, for the built-site check that runs the held-out queries (scripts/site-checks).
export { scopesFor, searchRows } from './enhance/search/results';
export type { PagefindInstance } from './enhance/search/pagefind';
export * from './theme/colorScheme';
// The logo's shapes, for the build's social cards (the header's Logo draws them too).
export { LOGO_MARK } from './header/logoMark';
export { LOGO_PATH } from './header/logoPath.generated';
