import { MARKERS } from './markers';

/**
 * The menus are platform parts: popovers (`popovertarget`), a modal `<dialog>` opened by an
 * invoker command, `<details>` groups. They work without this script; it adds what the
 * platform leaves out or what older browsers lack, all by delegation on the document, so
 * markup a framework re-renders (the docs) keeps working.
 */

const NAV_GROUP = `[${MARKERS.navGroup}]`;
const FOCUSABLE = 'a[href], button, input, select, textarea, summary';

const elementOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target : null);

/** The commands that open what a `commandfor` button names (not those that only close it). */
const OPENING_COMMAND = ':is([command="show-modal"], [command$="-popover"])';

/** The buttons that open the popover or dialog with this id (not those that only close it). */
function invokersOf(root: Document, id: string): Element[] {
  const quoted = CSS.escape(id);
  return Array.from(
    root.querySelectorAll(`[popovertarget="${quoted}"], [commandfor="${quoted}"]${OPENING_COMMAND}`),
  );
}

function markExpanded(root: Document, target: Element, open: boolean): void {
  if (!target.id) return;
  for (const invoker of invokersOf(root, target.id)) invoker.setAttribute('aria-expanded', String(open));
}

/** Every invoker on the page by the id it opens: one walk of the document, not one per menu. */
function invokersById(root: Document): Map<string, Element[]> {
  const byId = new Map<string, Element[]>();
  const invokers = root.querySelectorAll(`[popovertarget], [commandfor]${OPENING_COMMAND}`);
  for (const invoker of invokers) {
    for (const id of new Set([invoker.getAttribute('popovertarget'), invoker.getAttribute('commandfor')])) {
      if (id) byId.set(id, [...(byId.get(id) ?? []), invoker]);
    }
  }
  return byId;
}

/** Each invoker's `aria-expanded` follows its popover or dialog (the platform's own state is not announced everywhere). */
export function syncExpandedState(root: Document): void {
  const invokers = invokersById(root);
  for (const target of root.querySelectorAll('[popover][id], dialog[id]')) {
    const expanded = String(target.matches(':popover-open, [open]'));
    for (const invoker of invokers.get(target.id) ?? []) {
      // Only a change: an attribute set to the value it has still makes the browser restyle.
      if (invoker.getAttribute('aria-expanded') !== expanded) invoker.setAttribute('aria-expanded', expanded);
    }
  }
  root.addEventListener(
    'toggle',
    (event) => {
      const target = elementOf(event.target);
      if (target?.matches('[popover], dialog'))
        markExpanded(root, target, (event as ToggleEvent).newState === 'open');
    },
    true,
  );
  // Older browsers fire no toggle event on dialogs, but every one fires `close`.
  root.addEventListener(
    'close',
    (event) => {
      const target = elementOf(event.target);
      if (target) markExpanded(root, target, false);
    },
    true,
  );
}

function hidePopover(element: Element | null | undefined): void {
  if (element instanceof HTMLElement && element.matches(':popover-open')) element.hidePopover();
}

/**
 * Desktop menu groups: pointing at one closes any other that a click or key opened (CSS shows
 * the group under the pointer), leaving it with the pointer or with focus closes it.
 */
export function coordinateNavGroups(root: Document): void {
  root.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const group = elementOf(event.target)?.closest(NAV_GROUP);
    if (!group) return;
    for (const open of root.querySelectorAll(`${NAV_GROUP} [popover]:popover-open`)) {
      if (!group.contains(open)) hidePopover(open);
    }
  });
  const leave = (group: Element | null | undefined, to: EventTarget | null) => {
    if (group && !group.contains(elementOf(to))) hidePopover(group.querySelector('[popover]'));
  };
  root.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'mouse')
      leave(elementOf(event.target)?.closest(NAV_GROUP), event.relatedTarget);
  });
  root.addEventListener('focusout', (event) => {
    // Focus moving to nothing (a click on the page) is the popover's own light dismiss.
    if (event.relatedTarget) leave(elementOf(event.target)?.closest(NAV_GROUP), event.relatedTarget);
  });
}

/** A link chosen in a popover or a dialog closes it: in the docs the page changes without a reload. */
export function closeOnNavigation(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = elementOf(event.target)?.closest('a[href]');
    if (!link) return;
    hidePopover(link.closest('[popover]'));
    const dialog = link.closest('dialog');
    if (dialog?.open) dialog.close();
  });
}

/** Tab from the last control of a modal dialog goes to its first, not to the browser's toolbar. */
export function wrapDialogFocus(root: Document): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const dialog = elementOf(event.target)?.closest('dialog[open]');
    if (!dialog) return;
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
      element.checkVisibility(),
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}

/**
 * For browsers without invoker commands (`command="show-modal"`) or `closedby="any"`: the
 * same behaviour by script. Browsers that have them never run this.
 */
export function polyfillDialogInvokers(root: Document): void {
  const view = root.defaultView;
  if (!view) return;
  if (!('command' in view.HTMLButtonElement.prototype)) {
    root.addEventListener('click', (event) => {
      const button = elementOf(event.target)?.closest('button[commandfor]');
      if (!button) return;
      const dialog = root.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof view.HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) {
        dialog.showModal();
        markExpanded(root, dialog, true);
      } else if (command === 'close' && dialog.open) dialog.close();
    });
  }
  if (!('closedBy' in view.HTMLDialogElement.prototype)) {
    root.addEventListener('click', (event) => {
      const dialog = elementOf(event.target);
      if (!(dialog instanceof view.HTMLDialogElement) || !dialog.open || !dialog.matches('[closedby="any"]'))
        return;
      // A click on the backdrop lands on the dialog element itself, outside its box.
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) dialog.close();
    });
  }
}
