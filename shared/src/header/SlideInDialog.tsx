import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import classes from './SlideInDialog.module.css';

export interface SlideInDialogProps {
  open: boolean;
  /** Called on Esc, a click on the backdrop, or the caller's own close button. */
  onClose: () => void;
  /** Its accessible name. */
  label: string;
  /** Where focus goes back to once it closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The edge it slides in from. */
  side: 'left' | 'right';
  /** Width and padding of this panel. */
  className?: string;
  children: ReactNode;
}

/** The focusable elements of a dialog that are showing. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')).filter(
    (element) => element.offsetParent !== null,
  );
}

/**
 * A modal panel that slides in (the site's mobile menu, the docs tree): focus moves into it and
 * stays there (Tab wraps instead of leaving for the browser's own controls), Esc or a click on
 * the backdrop closes it, and focus returns to the element that opened it.
 */
export function SlideInDialog({
  open,
  onClose,
  label,
  returnFocus,
  side,
  className,
  children,
}: SlideInDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [open, returnFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={[classes.panel, classes[side], className].filter(Boolean).join(' ')}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const elements = focusables(event.currentTarget);
        const first = elements[0];
        const last = elements[elements.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
