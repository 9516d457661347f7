import { BRAND_NAME, SITE_ORIGIN } from '@web/shared';
import type { MetaDescriptor } from 'react-router';

/** What every page declares in its head. */
export interface PageSeo {
  title: string;
  description: string;
  /** Canonical path, in its canonical form (no trailing slash except `/`). */
  path: string;
}

/** Title with the brand suffix, meta description and canonical link for a route's `meta`. */
export function pageMeta({ title, description, path }: PageSeo): MetaDescriptor[] {
  return [
    { title: `${title} | ${BRAND_NAME}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${SITE_ORIGIN}${path}` },
  ];
}
