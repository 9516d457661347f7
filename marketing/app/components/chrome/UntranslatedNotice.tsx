import {
  canonicalLocale,
  isUntranslated,
  localeLanguage,
  localizedPath,
  UNTRANSLATED_NOTICE,
} from '@web/shared';
import { usePageLocale } from '../../i18n/PageLocale';

/**
 * On a Swedish, Finnish or German site, whose pages are in English for now: one line in the
 * reader's language saying so, with a link to the same page on the country's English site.
 */
export function UntranslatedNotice() {
  const { locale, path } = usePageLocale();
  const language = localeLanguage(locale);
  if (!isUntranslated(language)) return null;
  const notice = UNTRANSLATED_NOTICE[language];
  return (
    <p className="untranslated-notice" lang={language}>
      {notice.text} <a href={localizedPath(path, canonicalLocale(locale))}>{notice.link}</a>
    </p>
  );
}
