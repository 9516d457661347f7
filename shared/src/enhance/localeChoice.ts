import { LOCALE_COOKIE, localeCookie } from '../locale/cookie';
import { isLocale } from '../locale/locales';
import { MARKERS } from './markers';

/** The `document.cookie` assignment for a switcher choice: a locale is saved, the default site forgets it. */
export function localeChoiceCookie(choice: string, secure: boolean): string {
  return isLocale(choice)
    ? localeCookie(choice, { secure })
    : `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A click on a switcher link saves the choice before the browser follows the link. */
export function saveLocaleChoices(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${MARKERS.localeChoice}]`);
    if (!link) return;
    const choice = link.getAttribute(MARKERS.localeChoice) ?? '';
    root.cookie = localeChoiceCookie(choice, root.location.protocol === 'https:');
  });
}
