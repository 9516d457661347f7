import { AppWindowFrame } from '@web/shared/app-window';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import classes from './Views.module.css';

/**
 * The frame every drawn product view sits in: the shared app window (its title bar names the
 * app), with the view's title and an optional aside over what it shows.
 */
export function AppWindow({
  alt,
  title,
  aside,
  children,
}: {
  alt: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <AppWindowFrame
      className={classes.window}
      label={intl.formatMessage({ id: alt })}
      title={intl.formatMessage({ id: 'view.window.app' })}
      data-product-view=""
    >
      <div className={classes.body}>
        <div className={classes.head}>
          <p className={classes.title}>{intl.formatMessage({ id: title })}</p>
          {aside}
        </div>
        {children}
      </div>
    </AppWindowFrame>
  );
}
