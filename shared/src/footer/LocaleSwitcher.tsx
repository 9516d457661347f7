import { useId } from 'react';
import { MARKERS } from '../enhance/markers';
import { englishMessages, type Translate } from '../i18n';
import { DEFAULT_LOCALE, type SiteLocale } from '../locale/locales';
import { switcherOptions } from '../locale/switcher';

export interface LocaleSwitcherProps {
  translate: Translate;
  /** The locale the visitor sees now. */
  current: SiteLocale;
  /** The page's path without a locale prefix. */
  path: string;
  /** On docs pages the choice is saved and the same docs page loads again, in it. */
  docs: boolean;
}

/** The anchor the list is placed above (one switcher per page). */
const ANCHOR = '--bv-locale-switcher';

/**
 * The location and language dropdown: a button opening a popover list of real links, so it
 * works with no script at all (Esc and a click elsewhere close it). The site script saves the
 * choice in the cookie on the way (`data-locale-choice`).
 */
export function LocaleSwitcher({ translate, current, path, docs }: LocaleSwitcherProps) {
  const listId = `${useId()}-locales`;
  // Every option is named in its own language; the international site's language is English.
  const options = switcherOptions(path, {
    docs,
    internationalLabel: englishMessages['switcher.international'] ?? 'International',
  });
  const currentOption = options.find((option) => option.locale === current) ?? options[0];

  return (
    <div className="site-footer__switcher">
      <span className="site-footer__switcher-label" id={`${listId}-label`}>
        {translate('switcher.label')}
      </span>
      <button
        type="button"
        className="site-footer__switcher-button"
        popoverTarget={listId}
        aria-describedby={`${listId}-label`}
        style={{ anchorName: ANCHOR }}
      >
        {currentOption?.label}
      </button>
      <ul
        id={listId}
        popover="auto"
        className="site-footer__switcher-list"
        aria-label={translate('switcher.choose')}
        style={{ positionAnchor: ANCHOR }}
      >
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={option.href}
              hrefLang={option.locale === DEFAULT_LOCALE ? 'en' : option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              {...{ [MARKERS.localeChoice]: option.locale === DEFAULT_LOCALE ? '' : option.locale }}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
