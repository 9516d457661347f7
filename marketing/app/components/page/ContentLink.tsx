import { isMarketingPath, localizeHref, opensInNewTab } from '@web/shared';
import type { ComponentProps } from 'react';
import { usePageLocale } from '../../i18n/PageLocale';

/**
 * A link written in content: site paths keep the page's locale and Book a demo opens in a new
 * tab; links to other hosts open as they are.
 */
export function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  const { locale } = usePageLocale();
  const newTab = isMarketingPath(href) && opensInNewTab(href) ? { target: '_blank', rel: 'noopener' } : {};
  if (isMarketingPath(href)) return <a href={localizeHref(href, locale)} {...newTab} {...props} />;
  return <a href={href} {...props} />;
}
