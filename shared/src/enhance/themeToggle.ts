import { MARKERS } from './markers';
import {
  chooseScheme,
  type ColorScheme,
  COLOR_SCHEME_STORAGE_KEY,
  schemeOf,
  storedChoice,
} from '../theme/colorScheme';

function localStore(view: Window | null): Storage | null {
  try {
    return view?.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The header's colour-scheme button: a click switches to the other scheme and stores it as the
 * visitor's choice. One listener on the document, so a button the docs re-render still works.
 * A choice made in another tab applies here too (the storage event), as the docs do it.
 */
export function switchSchemeOnToggle(root: Document): void {
  const view = root.defaultView;
  root.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(`[${MARKERS.themeToggle}]`)) return;
    const next: ColorScheme = schemeOf(root) === 'dark' ? 'light' : 'dark';
    chooseScheme(root, next, localStore(view));
  });
  view?.addEventListener('storage', (event) => {
    if (event.key !== COLOR_SCHEME_STORAGE_KEY) return;
    const choice = storedChoice(event.newValue);
    if (choice) chooseScheme(root, choice, null);
  });
}

/**
 * A page that follows the system (no stored choice) keeps following it: when the system turns
 * dark at sunset, an open page turns with it, as it would on its next load. A choice the
 * visitor made stays put.
 */
export function followSystemScheme(root: Document): void {
  const query = root.defaultView?.matchMedia?.('(prefers-color-scheme: dark)');
  query?.addEventListener('change', (event) => {
    const html = root.documentElement;
    if (html.getAttribute('data-theme-choice') !== 'system') return;
    html.setAttribute('data-theme', event.matches ? 'dark' : 'light');
  });
}
