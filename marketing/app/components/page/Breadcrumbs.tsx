import { localizeHref } from '@web/shared';
import { useIntl } from 'react-intl';
import type { Crumb } from '../../content/pageData';
import { usePageLocale } from '../../i18n/PageLocale';
import classes from './Page.module.css';

/** Home > section list > this page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  return (
    <nav className={classes.breadcrumbs} aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol>
        {crumbs.map((crumb) => {
          const label = crumb.literal ? crumb.label : intl.formatMessage({ id: crumb.label });
          return (
            <li key={crumb.href ?? label}>
              {crumb.href ? (
                <a href={localizeHref(crumb.href, locale)}>{label}</a>
              ) : (
                <span aria-current="page">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
