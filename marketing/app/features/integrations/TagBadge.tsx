import type { Integration } from '@web/shared';
import { FormattedMessage } from 'react-intl';
import classes from './Integration.module.css';

/** An integration's availability tag, in its kind's colours (or the entry's own). */
export function TagBadge({ integration }: { integration: Integration }) {
  if (!integration.tag) return null;
  return (
    <span
      className={classes.tag}
      style={{ background: integration.tagBgColor, color: integration.tagTextColor }}
    >
      <FormattedMessage id={`integrations.tag.${integration.tag}`} />
    </span>
  );
}
