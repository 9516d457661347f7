import type { NavItem } from '../data/navigation';
import { useId, useRef } from 'react';
import { useHeaderSettings } from './HeaderContext';
import classes from './Header.module.css';
import { NavLinkItem } from './NavLinkItem';

interface NavGroupProps {
  item: NavItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A desktop dropdown (disclosure pattern, not role=menu): a button with aria-expanded that
 * opens on hover and by Enter or Space; Esc closes and returns focus to the button; focus or
 * pointer leaving the group closes it.
 */
export function NavGroup({ item, open, onOpenChange }: NavGroupProps) {
  const { translate } = useHeaderSettings();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse has already opened the group by hovering: its click must not close it again.
  const lastPointer = useRef<string>('');
  return (
    <li
      className={classes.group}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.groupButton}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={(event) => {
          const byMouse = event.detail > 0 && lastPointer.current === 'mouse';
          onOpenChange(byMouse ? true : !open);
        }}
      >
        {translate(item.title)}
        <svg className={classes.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <div id={panelId} className={classes.panel} hidden={!open}>
        {item.sections?.map((section) => (
          <section
            key={section.title}
            className={classes.section}
            style={section.bgColor ? { background: section.bgColor } : undefined}
            aria-labelledby={`${panelId}-${section.title}`}
          >
            <p id={`${panelId}-${section.title}`} className={classes.sectionTitle}>
              {translate(section.title)}
            </p>
            <ul className={section.links.length > 8 ? classes.linkGrid : classes.linkList}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <NavLinkItem link={link} onNavigate={() => onOpenChange(false)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </li>
  );
}
