import { readLocaleCookie } from '../locale/cookie';
import { trustBadges } from '../locale/countries';
import { localeCountry, type SiteLocale } from '../locale/locales';
import { isMarketingPath, localizeHref } from '../paths';
import { MARKERS } from './markers';

/** The site chrome of a docs page: the links in it lead to the marketing site. */
const CHROME = 'header, footer, .country-ribbon';

/**
 * A docs page is prerendered once, for the international site; a visitor who saved a locale
 * (the `current_locale` cookie) gets the chrome in it, as on the marketing pages: marketing
 * links in the header, ribbon and footer take the locale's prefix, the footer's badges are the
 * country's, and the switcher marks the saved choice. The docs' text stays English. Only
 * attributes change, and a badge the country lacks keeps its room (`data-badge-off` hides it
 * with `visibility`), so nothing on the page moves. An unreadable cookie changes nothing.
 */
export function followSavedLocale(root: Document): void {
  const footer = root.querySelector(`[${MARKERS.followsSavedLocale}]`);
  if (!footer) return;
  const locale: SiteLocale | null = readLocaleCookie(root.cookie);
  if (!locale) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`:is(${CHROME}) a[href]`)) {
    const href = link.getAttribute('href') ?? '';
    if (link.hasAttribute(MARKERS.localeChoice)) continue;
    // Marketing links only: the reader is in the English docs, and their docs links stay there.
    if (!isMarketingPath(href)) continue;
    const localized = localizeHref(href, locale);
    if (localized !== href) link.setAttribute('href', localized);
  }
  const badges: readonly string[] = trustBadges(localeCountry(locale));
  for (const badge of footer.querySelectorAll(`[${MARKERS.trustBadge}]`)) {
    badge.toggleAttribute(MARKERS.badgeOff, !badges.includes(badge.getAttribute(MARKERS.trustBadge) ?? ''));
  }
  for (const choice of footer.querySelectorAll(`a[${MARKERS.localeChoice}]`)) {
    const chosen = choice.getAttribute(MARKERS.localeChoice) === locale;
    if (chosen) choice.setAttribute('aria-current', 'true');
    else choice.removeAttribute('aria-current');
    const button = choice.closest('[popover]')?.parentElement?.querySelector('button');
    if (chosen && button) button.textContent = choice.textContent;
  }
}
