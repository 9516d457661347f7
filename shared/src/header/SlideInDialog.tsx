import type { ReactNode } from 'react';
import classes from './SlideInDialog.module.css';

export interface SlideInDialogProps {
  /** Buttons open it with `command="show-modal"` and `commandfor` set to this id. */
  id: string;
  /** Its accessible name. */
  label: string;
  /** The edge it slides in from. */
  side: 'left' | 'right';
  /** Width and padding of this panel. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel that slides in (the site's mobile menu, the docs tree), built on `<dialog>`:
 * focus moves in and stays, Esc or a click on the backdrop (`closedby="any"`) closes it, and
 * focus returns to the button that opened it. No framework script: buttons open and close it
 * with invoker commands; the site script covers browsers without them.
 */
export function SlideInDialog({ id, label, side, className, children }: SlideInDialogProps) {
  return (
    <dialog
      id={id}
      closedby="any"
      className={[classes.panel, classes[side], className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {children}
    </dialog>
  );
}
