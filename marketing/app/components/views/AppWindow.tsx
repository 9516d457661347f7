import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import classes from './Views.module.css';

/**
 * The frame every drawn product view sits in: a window with a title bar. It is one image to
 * assistive technology (`role="img"` with the view's description); the text inside stays in
 * the HTML, so it translates and costs no raster bytes.
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
    <div
      className={classes.window}
      role="img"
      aria-label={intl.formatMessage({ id: alt })}
      data-product-view=""
    >
      <div className={classes.bar} aria-hidden="true">
        <span className={classes.dots}>
          <i />
          <i />
          <i />
        </span>
        <span className={classes.app}>{intl.formatMessage({ id: 'view.window.app' })}</span>
      </div>
      <div className={classes.body}>
        <div className={classes.head}>
          <p className={classes.title}>{intl.formatMessage({ id: title })}</p>
          {aside}
        </div>
        {children}
      </div>
    </div>
  );
}
