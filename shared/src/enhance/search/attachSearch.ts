/**
 * The search dialog's behaviour, loaded the first time the dialog opens: it searches the
 * Pagefind bundles as the reader types, shows the rows, narrows them by section and moves
 * through them with the arrow keys (the field is an ARIA combobox over a listbox of links).
 */
import { DEFAULT_LOCALE, isLocale, type SiteLocale } from '../../locale/locales';
import { searchLanguagesFor, type SearchSection, searchSectionOf } from '../../search/sites';
import { SEARCH_PARTS } from '../markers';
import { loadPagefind, type PagefindInstance, type PagefindResponse, type PagefindResult } from './pagefind';
import { excerptRuns, fillMessage, type SearchRow, toRow, uniqueRows } from './results';

/** Rows shown at once: more would need scrolling on a laptop before the reader refines. */
const SHOWN = 12;
/** Wait this long after a key before searching: a word typed in one go is one search. */
const TYPING_PAUSE_MS = 60;
/**
 * How much more a docs result weighs for a reader in the docs: someone there who types "Nordea"
 * wants the docs page before the integration's marketing page. Elsewhere the whole site ranks
 * as Pagefind scores it (a docs heading matched word for word still comes first from home).
 */
const DOCS_READER_WEIGHT = 1.5;

/** On a docs page, results reordered so docs pages weigh `DOCS_READER_WEIGHT` more. */
async function docsFirstForDocsReaders(
  instance: PagefindInstance,
  term: string,
  response: PagefindResponse,
): Promise<PagefindResult[]> {
  if (searchSectionOf(location.pathname) !== 'docs') return response.results;
  const docs = await instance.search(term, { filters: { section: 'docs' } });
  const inDocs = new Set(docs?.results.map((result) => result.id));
  const weight = (result: PagefindResult) => result.score * (inDocs.has(result.id) ? DOCS_READER_WEIGHT : 1);
  return [...response.results].sort((a, b) => weight(b) - weight(a));
}

interface Scope {
  instance: PagefindInstance;
  /** The only section this bundle contributes, if it is limited to one. */
  only: SearchSection | null;
}

export function attachSearch(dialog: HTMLDialogElement): void {
  if (dialog.dataset.searchReady) return;
  const input = dialog.querySelector<HTMLInputElement>(`#${SEARCH_PARTS.input}`);
  const list = dialog.querySelector<HTMLElement>(`#${SEARCH_PARTS.results}`);
  const status = dialog.querySelector<HTMLElement>(`#${SEARCH_PARTS.status}`);
  if (!input || !list || !status) return;
  dialog.dataset.searchReady = 'true';

  // The page's own language first, then English: on a Danish page, Danish pages, then the docs.
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
  const chosenSection = () => radios().find((radio) => radio.checked)?.value ?? '';
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
      if (!count) continue;
      const value =
        radio.value === ''
          ? counts
            ? Object.values(counts).reduce((a, b) => a + b, 0)
            : null
          : counts?.[radio.value];
      count.textContent = value === null || value === undefined ? '' : String(value);
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
    // A bundle after the first is English on a translated site: it adds the docs only, since
    // every marketing page there has text of its own in the page's language.
    const scopes: Scope[] = instances.map((instance, index) => ({
      instance,
      only: index === 0 ? null : 'docs',
    }));
    const chosen = chosenSection();
    const searched = await Promise.all(
      scopes.map(async ({ instance, only }) => {
        const all = await instance.search(term, only ? { filters: { section: only } } : {});
        if (!chosen && !only && all)
          return { all, shown: { ...all, results: await docsFirstForDocsReaders(instance, term, all) } };
        if (!chosen || (only && chosen === only)) return { all, shown: all };
        if (only) return { all, shown: null };
        return { all, shown: await instance.search(term, { filters: { section: chosen } }) };
      }),
    );
    if (id !== run) return;
    const counts: Record<string, number> = {};
    for (const { all } of searched) {
      for (const [section, count] of Object.entries(all?.filters['section'] ?? {})) {
        counts[section] = (counts[section] ?? 0) + count;
      }
    }
    const found = searched.flatMap(({ shown }) => (shown as PagefindResponse | null)?.results ?? []);
    const data = await Promise.all(found.slice(0, SHOWN).map((result) => result.data()));
    if (id !== run) return;
    show(uniqueRows(data.map((item) => toRow(item, locale()))));
    showCounts(counts);
    status!.textContent =
      found.length === 0
        ? message('none', { query: term })
        : found.length > rows.length
          ? message('more', { shown: rows.length, count: found.length })
          : message(found.length === 1 ? 'one' : 'many', { count: found.length });
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
