import { canonicalUrl, contentLanguage, localizeHref, PATHS, PLANS, SITE_ORIGIN } from '@web/shared';
import { useIntl } from 'react-intl';
import type { PageData } from '../../content/pageData';
import { usePageLocale } from '../../i18n/PageLocale';
import { byline } from './byline';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  jsonLdText,
  organizationJsonLd,
  softwareApplicationJsonLd,
  webSiteJsonLd,
} from '../../structuredData';

/**
 * The page's structured data, from the same data it renders: Organization and WebSite on home,
 * the product and its priced plans on pricing, the breadcrumb trail where one shows, Article on
 * blog posts. (The FAQ block writes its own FAQPage beside its questions.)
 */
export function StructuredData({ page }: { page: PageData }) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const url = canonicalUrl(SITE_ORIGIN, page.path, locale);
  const language = contentLanguage(locale);
  const items: Record<string, unknown>[] = [];

  if (page.path === PATHS.home) {
    items.push(organizationJsonLd(), webSiteJsonLd(url, language));
  }
  if (page.path === PATHS.pricing) {
    const plans = PLANS.map((plan) => ({
      plan,
      name: intl.formatMessage({ id: `pricing.plan.${plan.id}` }),
    }));
    items.push(softwareApplicationJsonLd({ url, description: page.description, plans }));
  }
  if (page.breadcrumbs) {
    const crumbs = page.breadcrumbs.map((crumb) => ({
      name: crumb.literal ? crumb.label : intl.formatMessage({ id: crumb.label }),
      url: crumb.href ? `${SITE_ORIGIN}${localizeHref(crumb.href, locale)}` : undefined,
    }));
    items.push(breadcrumbJsonLd(crumbs, url));
  }
  const { date, author } = page.details;
  if (page.kind === 'post' && date && author) {
    const headline = page.titleBlock ?? page.hero?.title ?? page.pageTitle;
    items.push(
      articleJsonLd({
        url,
        headline,
        description: page.description,
        date,
        author: byline(author, intl),
        language,
      }),
    );
  }

  return items.map((item) => (
    <script
      key={String(item['@type'])}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
    />
  ));
}
