import { BRAND_NAME, createTranslator, messagesFor } from '@web/shared';
import { SiteChrome } from '../components/chrome/SiteChrome';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageLocaleProvider } from '../i18n/PageLocale';

const english = messagesFor('en');
const t = createTranslator(english);

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
    <PageLocaleProvider locale="default" path="/" messages={english}>
      <SiteChrome>
        <NotFoundContent />
      </SiteChrome>
    </PageLocaleProvider>
  );
}
