import {
  alternates,
  documentTitle,
  canonicalUrl,
  SITE_ORIGIN,
  type SiteLocale,
  type TranslatedLanguage,
} from '@web/shared';
import type { MetaDescriptor } from 'react-router';

/** What every page declares in its head. */
export interface PageSeo {
  title: string;
  description: string;
  /** The page's path without locale, in canonical form. */
  path: string;
  locale: SiteLocale;
  /** Keep the page out of search engines. */
  noindex?: boolean;
  /** The languages the page has its own text in (hreflang offers only these); all by default. */
  languages?: readonly TranslatedLanguage[];
}

/** Title with the brand suffix, description, canonical and hreflang alternates for a route's `meta`. */
export function pageMeta({
  title,
  description,
  path,
  locale,
  noindex = false,
  languages,
}: PageSeo): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonicalUrl(SITE_ORIGIN, path, locale) },
    ...alternates(SITE_ORIGIN, path, languages).map(({ hreflang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: hreflang,
      href,
    })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    // og:image and twitter:card come from the build, which draws each page's card from its
    // title and section (scripts/build-steps/socialCards.ts).
  ];
}
