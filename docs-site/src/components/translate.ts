import i18n from '@generated/i18n';
import { contentLanguage, createTranslator, messagesFor, siteLocaleOfDocs } from '@web/shared';

/**
 * The site locale this docs build is for: da-DK and nb-NO for the Danish and Norwegian docs,
 * the international site for the English ones. Docusaurus builds each locale as its own
 * bundle, so this is fixed for every page of a build.
 */
export const docsSiteLocale = siteLocaleOfDocs(i18n.currentLocale);

/** The docs' chrome in the build's language: one formatter over its messages (English where a text is missing). */
export const translate = createTranslator(messagesFor(contentLanguage(docsSiteLocale)));
