import { BRAND_NAME, createTranslator, englishMessagesWithBrand } from '@web/shared';
import { ENGLISH_MESSAGES } from '../i18n/englishMessages';
import { SiteChrome } from '../components/chrome/SiteChrome';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageLocaleProvider } from '../i18n/PageLocale';

const t = createTranslator(englishMessagesWithBrand());

export function meta() {
  return [
    { title: `${t('notFound.pageTitle')} | ${BRAND_NAME}` },
    { name: 'description', content: t('notFound.description') },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page for any address the site does not have; the server answers it with status 404. */
export default function NotFound() {
  return (
    <PageLocaleProvider locale="default" path="/" messages={ENGLISH_MESSAGES}>
      <SiteChrome>
        <NotFoundContent />
      </SiteChrome>
    </PageLocaleProvider>
  );
}
