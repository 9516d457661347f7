export * from './brand';
export * from './content/brandToken';
export * from './data';
export * from './i18n';
export * from './locale';
export * from './paths';
export * from './content/toc';
export * from './calculator';
