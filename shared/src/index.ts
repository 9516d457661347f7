export * from './brand';
export * from './content/brandToken';
export * from './i18n';
