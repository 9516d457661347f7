import './invokerCommands';
import { SEARCH_DIALOG_ID } from '../enhance/markers';
import { useHeaderSettings } from './HeaderContext';

/**
 * The header's search button: a magnifier on phones, a labelled field-like button with its
 * shortcut from tablet width. It opens the dialog by invoker command (no script needed to open
 * it); the site script adds `/` and Ctrl/⌘K and loads the search when the dialog opens.
 */
export function SearchButton() {
  const { translate } = useHeaderSettings();
  return (
    <button
      type="button"
      className="bv-search-button"
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={SEARCH_DIALOG_ID}
    >
      <MagnifierIcon />
      <span className="bv-search-button-label">{translate('search.open')}</span>
      <kbd className="bv-search-button-key" aria-hidden="true">
        /
      </kbd>
    </button>
  );
}

export function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
