import { LineIcon } from '@web/shared/icons';
import { ICON_PATHS, type IconName } from '../data/docIcons';

/** One of the docs' icons, decorative (the card's title names it). */
export function DocIcon({ name }: { name: IconName }) {
  return <LineIcon path={ICON_PATHS[name]} />;
}
