import './invokerCommands';
import { SEARCH_DIALOG_ID, SEARCH_PARTS } from '../enhance/markers';
import { SEARCH_SECTIONS, type SearchSection } from '../search/sites';
import { useHeaderSettings } from './HeaderContext';
import { MagnifierIcon } from './SearchButton';
import './search.css';

const SECTION_LABEL: Record<SearchSection | 'all', string> = {
  all: 'search.section.all',
  docs: 'search.section.docs',
  product: 'search.section.product',
  integrations: 'search.section.integrations',
  blog: 'search.section.blog',
};

/**
 * The site search, one dialog on every page of both apps. The markup is all here, prerendered;
 * the search script (loaded when the dialog first opens) fills in the results. The texts the
 * script writes travel as data attributes, already in the page's language.
 */
export function SearchDialog() {
  const { translate, locale } = useHeaderSettings();
  const messages = {
    'data-idle': translate('search.idle'),
    'data-loading': translate('search.loading'),
    'data-none': translate('search.none', { query: '{query}' }),
    'data-one': translate('search.one'),
    'data-many': translate('search.many', { count: '{count}' }),
    'data-more': translate('search.more', { shown: '{shown}', count: '{count}' }),
    'data-failed': translate('search.failed'),
  };
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      className="bv-search"
      closedby="any"
      aria-label={translate('search.label')}
      data-locale={locale}
    >
      {/* method="dialog": without the script, Enter closes the dialog instead of reloading the page. */}
      <form className="bv-search-form" role="search" method="dialog">
        <MagnifierIcon />
        {/* No autofocus: showModal() focuses the first control in the dialog, this field. */}
        <input
          id={SEARCH_PARTS.input}
          className="bv-search-input"
          // Not type="search": there Esc first clears the field instead of closing the dialog.
          type="text"
          role="combobox"
          aria-label={translate('search.label')}
          aria-expanded="false"
          aria-controls={SEARCH_PARTS.results}
          aria-autocomplete="list"
          aria-describedby="bv-search-keys"
          placeholder={translate('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        {/* Shows the Esc key where there is a keyboard, a cross on phones. */}
        <button type="button" className="bv-search-close" command="close" commandfor={SEARCH_DIALOG_ID}>
          <span className="bv-search-close-key" aria-hidden="true">
            Esc
          </span>
          <svg
            className="bv-search-close-cross"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
          >
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="bv-visually-hidden">{translate('search.close')}</span>
        </button>
      </form>
      <fieldset className="bv-search-sections">
        <legend className="bv-visually-hidden">{translate('search.sections')}</legend>
        {(['all', ...SEARCH_SECTIONS] as const).map((section) => (
          <label key={section} className="bv-search-section">
            <input
              type="radio"
              name={SEARCH_PARTS.section}
              value={section === 'all' ? '' : section}
              defaultChecked={section === 'all'}
              data-label={translate(SECTION_LABEL[section])}
            />
            {translate(SECTION_LABEL[section])}
            <span className="bv-search-count" data-count={section} />
          </label>
        ))}
      </fieldset>
      <p id={SEARCH_PARTS.status} className="bv-search-status" role="status" {...messages}>
        {translate('search.idle')}
      </p>
      <ul
        id={SEARCH_PARTS.results}
        className="bv-search-results"
        role="listbox"
        aria-label={translate('search.results')}
        hidden
      />
      <noscript>
        <p className="bv-search-status">{translate('search.noscript')}</p>
      </noscript>
      <p id="bv-search-keys" className="bv-search-keys">
        {translate('search.keys')}
      </p>
    </dialog>
  );
}
