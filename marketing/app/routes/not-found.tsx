import { BRAND_NAME, createTranslator, englishMessagesWithBrand, messagesFor } from '@web/shared';
import { ENGLISH_MESSAGES } from '../i18n/englishMessages';
import { SiteChrome } from '../components/chrome/SiteChrome';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageLocaleProvider } from '../i18n/PageLocale';

/** The not-found page's head in a language. */
export function notFoundMeta(language: string) {
  const t = createTranslator(language === 'en' ? englishMessagesWithBrand() : messagesFor(language));
  return [
    { title: `${t('notFound.pageTitle')} | ${BRAND_NAME}` },
    { name: 'description', content: t('notFound.description') },
    { name: 'robots', content: 'noindex' },
  ];
}

export function meta() {
  return notFoundMeta('en');
}

/** The page for any address the site does not have; the server answers it with status 404. */
export default function NotFound() {
  return (
    <PageLocaleProvider locale="default" path="/" messages={ENGLISH_MESSAGES}>
      <SiteChrome slimFooter>
        <NotFoundContent />
      </SiteChrome>
    </PageLocaleProvider>
  );
}
