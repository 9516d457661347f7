import { LATE_LAYOUT } from '@web/shared';
import classes from './Sections.module.css';

/**
 * The attributes of a section block's outer element: the block class and its own classes, and the
 * late-layout marker (a block after the page's first is laid out when it nears the viewport or
 * when the site script gets to it; Sections.module.css).
 */
export const blockProps = (...own: (string | false | undefined)[]) => ({
  className: [classes.block, ...own].filter(Boolean).join(' '),
  ...LATE_LAYOUT,
});
