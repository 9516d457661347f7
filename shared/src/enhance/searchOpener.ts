import { SEARCH_DIALOG_ID, SEARCH_PARTS } from './markers';

/**
 * The part of the search every page carries: the keys that open the dialog and the trigger
 * that loads the search itself. The search code and its index load when the dialog first
 * opens, so a page nobody searches from pays for nothing but these lines.
 */

/** Whether a key press belongs to a field the reader is typing in (then `/` is just a slash). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select, [role="textbox"]'))
  );
}

/** Whether the key press asks for the search: `/`, or Ctrl+K / ⌘K. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/** The header's search button the reader can see (the dialog's focus goes back to it). */
function visibleSearchButton(root: Document): HTMLElement | null {
  const buttons = root.querySelectorAll<HTMLElement>(
    `[commandfor="${SEARCH_DIALOG_ID}"][command="show-modal"]`,
  );
  return Array.from(buttons).find((button) => button.getClientRects().length > 0) ?? null;
}

export function searchDialog(root: Document): HTMLDialogElement | null {
  const dialog = root.getElementById(SEARCH_DIALOG_ID);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** Opens the dialog as the button would: focus first moves to the button, so closing returns there. */
export function openSearch(root: Document): void {
  const dialog = searchDialog(root);
  if (!dialog || dialog.open) return;
  visibleSearchButton(root)?.focus();
  dialog.showModal();
}

/** `/` and Ctrl/⌘K open the search from anywhere on the page. */
export function openSearchOnShortcut(root: Document): void {
  root.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event) || !searchDialog(root) || root.querySelector('dialog[open]')) return;
    event.preventDefault();
    openSearch(root);
  });
}

/**
 * Loads the search the first time the dialog opens (by button, key, or before this script ran:
 * then the field already has focus) and hands it the dialog.
 */
export function loadSearchWhenOpened(
  root: Document,
  load: () => Promise<(dialog: HTMLDialogElement) => void>,
): void {
  let started = false;
  const start = () => {
    const dialog = searchDialog(root);
    if (started || !dialog) return;
    started = true;
    load().then(
      (attach) => attach(dialog),
      () => {
        started = false;
        const status = root.getElementById(SEARCH_PARTS.status);
        if (status) status.textContent = status.dataset.failed ?? '';
      },
    );
  };
  root.addEventListener(
    'toggle',
    (event) => {
      if (
        event.target instanceof HTMLElement &&
        event.target.id === SEARCH_DIALOG_ID &&
        (event as ToggleEvent).newState === 'open'
      )
        start();
    },
    true,
  );
  root.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target.id === SEARCH_PARTS.input) start();
  });
  if (searchDialog(root)?.open) start();
}
