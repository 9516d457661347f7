import { EXTERNAL_URLS } from '../brand';
import { useHeaderSettings } from './HeaderContext';
import classes from './Header.module.css';

/** Sign in (the application, new tab) and Book demo (the demo form, new tab). */
export function HeaderActions({ bookDemoHref }: { bookDemoHref: string }) {
  const { translate } = useHeaderSettings();
  const newTab = <span className="bv-visually-hidden"> {translate('header.newTab')}</span>;
  return (
    <>
      <a className={classes.signIn} href={EXTERNAL_URLS.signIn} target="_blank" rel="noopener">
        {translate('header.signIn')}
        {newTab}
      </a>
      <a className={classes.bookDemo} href={bookDemoHref} target="_blank" rel="noopener">
        {translate('header.bookDemo')}
        {newTab}
      </a>
    </>
  );
}
