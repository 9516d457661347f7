import { MARKERS } from '../enhance/markers';
import classes from './Header.module.css';
import { useHeaderSettings } from './HeaderContext';

/**
 * Switches between the light and the dark colour scheme (docs/decisions/2026-11-23-dark-mode.md). The
 * page's inline colour-scheme script sets `data-theme` on `<html>` before the first paint; the
 * site script flips it on click and stores the choice. The icon and the button's name follow
 * `data-theme` by CSS alone, so the prerendered markup is the same for every visitor. Without
 * JavaScript there is no `data-theme` and the button stays hidden: the page follows the system.
 */
export function ThemeToggle() {
  const { translate } = useHeaderSettings();
  return (
    <button type="button" className={classes.themeToggle} {...{ [MARKERS.themeToggle]: '' }}>
      <svg
        className={classes.moon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <svg
        className={classes.sun}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={`bv-visually-hidden ${classes.toDark}`}>{translate('header.theme.toDark')}</span>
      <span className={`bv-visually-hidden ${classes.toLight}`}>{translate('header.theme.toLight')}</span>
    </button>
  );
}
