import classes from './Header.module.css';
import { LOGO_PATH } from './logoPath.generated';

/** Where the name starts: after the 32 px mark and a 10 px gap. */
const NAME_X = 42;

/**
 * The wordmark: our mark and the product name, the name drawn as outlines of Inter Bold so it looks
 * the same everywhere. The outlines come from `npm run wordmarks`, which a test keeps in step with
 * BRAND_NAME. Decorative: the link around it carries the accessible name. Its colours are the
 * brand's by attribute; in the dark scheme CSS turns the mark light and the letter navy.
 */
export function Logo() {
  const width = Math.ceil(NAME_X + LOGO_PATH.width);
  return (
    <svg
      viewBox={`0 0 ${width} ${LOGO_PATH.height}`}
      width={width}
      height={LOGO_PATH.height}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={classes.logoMark} width="32" height="32" rx="7" fill="#14213D" />
      <path
        className={classes.logoLetter}
        fill="#F6F1E9"
        d="M10 7h7.5c3.6 0 5.8 1.8 5.8 4.7 0 2-1.1 3.4-2.9 4 2.3.5 3.6 2.1 3.6 4.4 0 3.2-2.4 5-6.3 5H10zm4.2 3.4v4.3h2.8c1.6 0 2.4-.8 2.4-2.2s-.8-2.1-2.4-2.1zm0 7.5v4.8h3.2c1.8 0 2.7-.8 2.7-2.4s-.9-2.4-2.7-2.4z"
      />
      <path
        className={classes.logoName}
        fill="#14213D"
        transform={`translate(${NAME_X} 0)`}
        d={LOGO_PATH.d}
      />
    </svg>
  );
}
