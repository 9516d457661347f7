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
