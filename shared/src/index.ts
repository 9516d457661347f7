export * from './brand';
export * from './content/brandToken';
export * from './data';
export * from './i18n';
export * from './locale';
export * from './paths';
export * from './content/toc';
export * from './calculator';
export { MARKERS, MOBILE_MENU_ID, SITE_SCRIPT_SRC } from './enhance/markers';
