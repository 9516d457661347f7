/**
 * The search dialog's behaviour, loaded the first time the dialog opens: it searches the
 * Pagefind bundles as the reader types, shows the rows, narrows them by section and moves
 * through them with the arrow keys (the field is an ARIA combobox over a listbox of links).
 * What is searched, ranked and counted is `searchRows` in results.ts (pure, tested there);
 * this file only wires the DOM and the keys.
 */
import { DEFAULT_LOCALE, isLocale, type SiteLocale } from '../../locale/locales';
import { searchLanguagesFor, type SearchSection, searchSectionOf } from '../../search/sites';
import { SEARCH_PARTS } from '../markers';
import { loadPagefind, type PagefindInstance } from './pagefind';
import {
  excerptRuns,
  fillMessage,
  scopesFor,
  type SearchRow,
  searchRows,
  sectionCount,
  statusFor,
} from './results';

/** Rows shown at once: more would need scrolling on a laptop before the reader refines. */
const SHOWN = 12;
/** Wait this long after a key before searching: a word typed in one go is one search. */
const TYPING_PAUSE_MS = 60;

export function attachSearch(dialog: HTMLDialogElement): void {
  if (dialog.dataset.searchReady) return;
  const input = dialog.querySelector<HTMLInputElement>(`#${SEARCH_PARTS.input}`);
  const list = dialog.querySelector<HTMLElement>(`#${SEARCH_PARTS.results}`);
  const status = dialog.querySelector<HTMLElement>(`#${SEARCH_PARTS.status}`);
  if (!input || !list || !status) return;
  dialog.dataset.searchReady = 'true';

  // The page's own language (its pages and docs), then the English docs, ranked together.
  const languages = searchLanguagesFor(document.documentElement.lang || 'en');
  let loading = loadPagefind(languages);
  loading.catch(() => undefined);
  // The locale a result opens in; the docs learn it from the saved choice after they load.
  const locale = (): SiteLocale => {
    const value = dialog.dataset.locale;
    return value && isLocale(value) ? value : DEFAULT_LOCALE;
  };
  const radios = () =>
    Array.from(dialog.querySelectorAll<HTMLInputElement>(`input[name="${SEARCH_PARTS.section}"]`));
  const chosenSection = () => (radios().find((radio) => radio.checked)?.value ?? '') as SearchSection | '';
  const message = (name: string, values: Record<string, string | number> = {}) =>
    fillMessage(status.dataset[name] ?? '', values);

  let rows: SearchRow[] = [];
  let active = -1;
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function setActive(index: number): void {
    active = index;
    const options = list!.querySelectorAll<HTMLElement>('[role="option"]');
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options[index];
    if (current) {
      input!.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input!.removeAttribute('aria-activedescendant');
  }

  function sectionLabel(section: SearchSection): string {
    return radios().find((radio) => radio.value === section)?.dataset.label ?? section;
  }

  function optionFor(row: SearchRow, index: number): HTMLLIElement {
    const link = document.createElement('a');
    link.id = `${SEARCH_PARTS.results}-${index}`;
    link.className = 'bv-search-option';
    link.href = row.url;
    link.tabIndex = -1;
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
    const part = (className: string, text: string) => {
      const span = document.createElement('span');
      span.className = className;
      span.textContent = text;
      return span;
    };
    link.append(
      part('bv-search-option-section', sectionLabel(row.section)),
      part('bv-search-option-title', row.title),
    );
    if (row.heading) link.append(part('bv-search-option-heading', row.heading));
    const excerpt = part('bv-search-option-excerpt', '');
    for (const run of excerptRuns(row.excerpt)) {
      if (run.marked) {
        const mark = document.createElement('mark');
        mark.textContent = run.text;
        excerpt.append(mark);
      } else excerpt.append(run.text);
    }
    link.append(excerpt);
    link.addEventListener('pointermove', () => {
      if (active !== index) setActive(index);
    });
    const item = document.createElement('li');
    item.setAttribute('role', 'presentation');
    item.append(link);
    return item;
  }

  function show(next: SearchRow[]): void {
    rows = next;
    list!.replaceChildren(...rows.map(optionFor));
    list!.hidden = rows.length === 0;
    input!.setAttribute('aria-expanded', String(rows.length > 0));
    setActive(-1);
  }

  function showCounts(counts: Record<string, number> | null): void {
    for (const radio of radios()) {
      const count = radio.parentElement?.querySelector<HTMLElement>('[data-count]');
      if (count) count.textContent = String(sectionCount(counts, radio.value) ?? '');
    }
  }

  async function search(): Promise<void> {
    const id = ++run;
    const term = input!.value.trim();
    if (term === '') {
      show([]);
      showCounts(null);
      status!.textContent = message('idle');
      return;
    }
    let instances: PagefindInstance[];
    try {
      instances = await loading;
    } catch {
      loading = loadPagefind(languages);
      loading.catch(() => undefined);
      if (id === run) status!.textContent = message('failed');
      return;
    }
    if (id !== run) return;
    const {
      rows: next,
      found,
      counts,
    } = await searchRows(term, scopesFor(instances), chosenSection(), {
      readerInDocs: searchSectionOf(location.pathname) === 'docs',
      language: languages[0],
      locale: locale(),
      shown: SHOWN,
    });
    if (id !== run) return;
    show(next);
    showCounts(counts);
    const { name, values } = statusFor(term, found, rows.length);
    status!.textContent = message(name, values);
  }

  const searchSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), TYPING_PAUSE_MS);
  };

  input.addEventListener('input', searchSoon);
  for (const radio of radios()) radio.addEventListener('change', () => void search());
  input.addEventListener('keydown', (event) => {
    const count = rows.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      list.querySelectorAll<HTMLElement>('[role="option"]')[Math.max(active, 0)]?.click();
    }
  });
  // Enter is handled above; a submit from elsewhere (the phone keyboard's Go) must not close it.
  input.form?.addEventListener('submit', (event) => event.preventDefault());

  if (input.value.trim() !== '') void search();
}
