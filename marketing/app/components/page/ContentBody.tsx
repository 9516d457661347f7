import { isMarketingPath, localizeHref, opensInNewTab } from '@web/shared';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { contentBody } from '../../content/bodies';
import { usePageLocale } from '../../i18n/PageLocale';
import { PlanInvoiceLimit, PlanPrice } from './PlanFigures';
import classes from './Prose.module.css';

/** Links in content keep the page's locale; Book demo opens in a new tab; other hosts open as they are. */
function ContentLink({ href = '', ...props }: ComponentProps<'a'>) {
  const { locale } = usePageLocale();
  const newTab = opensInNewTab(href) && isMarketingPath(href) ? { target: '_blank', rel: 'noopener' } : {};
  if (isMarketingPath(href)) return <Link to={localizeHref(href, locale)} {...newTab} {...props} />;
  return <a href={href} {...props} />;
}

const components: MDXComponents = {
  a: ContentLink,
  // Wide tables and code scroll sideways: keyboard users need to reach them too.
  pre: (props) => <pre tabIndex={0} {...props} />,
  table: (props) => <table tabIndex={0} {...props} />,
  // Figures that content may quote, from the data modules.
  PlanPrice,
  PlanInvoiceLimit,
};

/** The page's text from its content file, rendered in the prose style. */
export function ContentBody({ file }: { file: string }) {
  const Body = contentBody(file);
  // No Suspense boundary here on purpose: React streams a large boundary as a hidden segment
  // that only a script reveals, and the prerendered text must show without scripts. While the
  // body's chunk loads during hydration, the page simply keeps its prerendered HTML.
  return (
    <div className={classes.prose}>
      {/* eslint-disable-next-line react-hooks/static-components -- contentBody returns the same component for a file on every render. */}
      <Body components={components} />
    </div>
  );
}
