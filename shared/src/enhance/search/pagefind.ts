/**
 * The slice of Pagefind's browser API the dialog uses (pagefind.js, written by the build
 * into each language's bundle; see scripts/build-steps/searchIndex.ts).
 */
import { searchBundlePath, type SearchLanguage } from '../../search/sites';

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text: string; location: number };
  locations?: number[];
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: Record<string, Record<string, number>>;
}

export interface PagefindInstance {
  init(): Promise<void>;
  /** Loads the filter index; until then a search reports no counts per section. */
  filters(): Promise<Record<string, Record<string, number>>>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindResponse | null>;
}

interface PagefindModule {
  createInstance(options: { basePath: string; excerptLength?: number; noWorker?: boolean }): PagefindInstance;
}

/** Words in an excerpt: Pagefind's default of 30 runs past two lines of the dialog. */
const EXCERPT_WORDS = 24;

/**
 * One Pagefind instance per language bundle, in the order given, each from its own bundle's
 * copy of pagefind.js. The library keeps its WebAssembly in module state, so two languages
 * sharing one module (or one worker) overwrite each other's index ("unreachable", "memory
 * access out of bounds"); two module URLs are two separate modules.
 */
export async function loadPagefind(languages: readonly SearchLanguage[]): Promise<PagefindInstance[]> {
  return Promise.all(
    languages.map(async (language) => {
      const basePath = searchBundlePath(language);
      const pagefind = (await import(/* @vite-ignore */ `${basePath}pagefind.js`)) as PagefindModule;
      // On the page's thread: an index this size searches in milliseconds, and no worker file
      // needs fetching.
      const instance = pagefind.createInstance({ basePath, excerptLength: EXCERPT_WORDS, noWorker: true });
      await instance.init();
      await instance.filters();
      return instance;
    }),
  );
}
