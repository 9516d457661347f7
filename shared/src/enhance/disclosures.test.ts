// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { syncExpandedState } from './disclosures';

it("sets each invoker's aria-expanded from its popover or dialog, and leaves a right value untouched", async () => {
  // Test files share a worker's document (vitest.config.ts: isolate: false): start from an empty body.
  document.body.innerHTML = `
    <button id="menu-button" popovertarget="menu">Menu</button>
    <div id="menu" popover></div>
    <button id="drawer-button" commandfor="drawer" command="show-modal" aria-expanded="true">Open</button>
    <button id="drawer-close" commandfor="drawer" command="close">Close</button>
    <dialog id="drawer"></dialog>
    <button id="open-button" commandfor="open" command="show-modal" aria-expanded="true">Open</button>
    <dialog id="open" open></dialog>`;
  const changed: string[] = [];
  const observer = new MutationObserver((records) =>
    changed.push(...records.map((record) => (record.target as Element).id)),
  );
  observer.observe(document.body, { attributes: true, subtree: true });

  syncExpandedState(document);
  await Promise.resolve();
  observer.disconnect();

  const expanded = (id: string) => document.getElementById(id)?.getAttribute('aria-expanded');
  expect(expanded('menu-button')).toBe('false');
  expect(expanded('drawer-button')).toBe('false');
  expect(expanded('open-button')).toBe('true');
  // A close button is not an invoker: it says nothing about the dialog's state.
  expect(expanded('drawer-close')).toBeNull();
  expect(changed.sort()).toEqual(['drawer-button', 'menu-button']);
});
