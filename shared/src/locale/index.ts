export * from './cookie';
export * from './countries';
export * from './locales';
export * from './switcher';
export * from './redirectScript';
export * from './untranslatedNotice';
export * from './docsLocales';
