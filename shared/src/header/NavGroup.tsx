import type { NavItem } from '../data/navigation';
import { MARKERS } from '../enhance/markers';
import { useHeaderSettings } from './HeaderContext';
import { Chevron } from './Chevron';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';

/**
 * A desktop dropdown without framework script: the button opens its panel as a popover
 * (Enter or Space; Esc closes it and focus returns to the button; opening another group or
 * clicking elsewhere closes it), and CSS shows it while the pointer rests on the group.
 * `id` names the panel and, as `--{id}`, the anchor it is placed under.
 */
export function NavGroup({ item, id }: { item: NavItem; id: string }) {
  const { translate } = useHeaderSettings();
  const anchor = `--${id}`;
  return (
    <li className={classes.group} {...{ [MARKERS.navGroup]: '' }}>
      <button type="button" className={classes.groupButton} popoverTarget={id} style={{ anchorName: anchor }}>
        {translate(item.title)}
        <Chevron />
      </button>
      <div id={id} popover="auto" className={classes.panel} style={{ positionAnchor: anchor }}>
        {item.sections?.map((section) => (
          <section
            key={section.title}
            className={classes.section}
            style={section.bgColor ? { background: section.bgColor } : undefined}
            aria-labelledby={`${id}-${section.title}`}
          >
            <p id={`${id}-${section.title}`} className={classes.sectionTitle}>
              {translate(section.title)}
            </p>
            <ul className={section.links.length > 8 ? classes.linkGrid : classes.linkList}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <NavLinkItem link={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </li>
  );
}
