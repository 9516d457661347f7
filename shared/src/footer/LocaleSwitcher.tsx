import { useEffect, useId, useRef, useState } from 'react';
import { englishMessages, type Translate } from '../i18n';
import { localeCookie } from '../locale/cookie';
import { DEFAULT_LOCALE, isLocale, type SiteLocale } from '../locale/locales';
import { switcherOptions } from '../locale/switcher';
import { LOCALE_COOKIE } from '../locale/cookie';

export interface LocaleSwitcherProps {
  translate: Translate;
  /** The locale the visitor sees now. */
  current: SiteLocale;
  /** The page's path without a locale prefix. */
  path: string;
  /** On docs pages the choice is saved and the page stays. */
  docs: boolean;
  /** Called after the choice is saved, before any navigation. */
  onChange?: (locale: SiteLocale) => void;
}

/** Saves the visitor's choice in the cookie; choosing the default site forgets it. */
export function saveLocaleChoice(locale: SiteLocale): void {
  const secure = window.location.protocol === 'https:';
  document.cookie = isLocale(locale)
    ? localeCookie(locale, { secure })
    : `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The location and language dropdown (disclosure pattern). Each choice is a real link, so it
 * works before hydration too; with scripts it also saves the choice in the cookie.
 */
export function LocaleSwitcher({ translate, current, path, docs, onChange }: LocaleSwitcherProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Every option is named in its own language; the international site's language is English.
  const options = switcherOptions(path, {
    docs,
    internationalLabel: englishMessages['switcher.international'] ?? 'International',
  });
  const currentOption = options.find((option) => option.locale === current) ?? options[0];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent | FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  return (
    <div
      className="site-footer__switcher"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <span className="site-footer__switcher-label" id={`${listId}-label`}>
        {translate('switcher.label')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="site-footer__switcher-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={`${listId}-label`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {currentOption?.label}
      </button>
      <ul
        id={listId}
        className="site-footer__switcher-list"
        hidden={!open}
        aria-label={translate('switcher.choose')}
      >
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={option.href}
              hrefLang={option.locale === DEFAULT_LOCALE ? 'en' : option.locale}
              aria-current={option.locale === current ? 'true' : undefined}
              onClick={(event) => {
                saveLocaleChoice(option.locale);
                if (docs) event.preventDefault();
                setOpen(false);
                onChange?.(option.locale);
              }}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
