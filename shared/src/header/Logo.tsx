import classes from './Header.module.css';
import { LOGO_MARK } from './logoMark';
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
      <rect
        className={classes.logoMark}
        width={LOGO_MARK.size}
        height={LOGO_MARK.size}
        rx={LOGO_MARK.radius}
        fill="#14213D"
      />
      <path className={classes.logoLetter} fill="#F6F1E9" d={LOGO_MARK.letter} />
      <path
        className={classes.logoName}
        fill="#14213D"
        transform={`translate(${NAME_X} 0)`}
        d={LOGO_PATH.d}
      />
    </svg>
  );
}
