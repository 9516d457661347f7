import { DOCS_PATHS, localizeHref } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import { usePageLocale } from '../i18n/PageLocale';
import classes from './page/Page.module.css';

/** What the not-found page says, inside whatever chrome surrounds it. */
export function NotFoundContent() {
  const { locale } = usePageLocale();
  return (
    <div className={`${classes.container} ${classes.narrow} ${classes.notFound}`}>
      <h1 className={classes.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={classes.lead}>
        <FormattedMessage id="notFound.description" />
      </p>
      <p className={classes.actions}>
        <a className={classes.primaryLink} href={localizeHref('/', locale)}>
          <FormattedMessage id="notFound.home" />
        </a>
        <a className={classes.secondaryLink} href={DOCS_PATHS.home}>
          <FormattedMessage id="notFound.docs" />
        </a>
      </p>
    </div>
  );
}
