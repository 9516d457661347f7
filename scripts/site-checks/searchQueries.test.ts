import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PagefindInstance,
  scopesFor,
  searchBundlePath,
  searchLanguagesFor,
  type SearchLanguage,
  searchRows,
  splitLocalePath,
} from '@web/shared';
import { DIST as BUILT, requireDist } from './dist';

/** The built site searched: dist/, or another build's folder (SEARCH_DIST) to compare two builds. */
const DIST = process.env.SEARCH_DIST ?? BUILT;
import { SEARCH_QUERIES, type SearchQuery } from './searchQueries';

/** Pagefind's browser library, run in Node: its fetches read the bundle's files from dist/. */
async function loadBundle(language: SearchLanguage): Promise<PagefindInstance> {
  const basePath = searchBundlePath(language);
  const module = (await import(`${pathToFileURL(join(DIST, basePath, 'pagefind.js')).href}?${language}`)) as {
    createInstance(options: object): PagefindInstance;
  };
  const instance = module.createInstance({ basePath, excerptLength: 24, noWorker: true });
  await instance.init();
  await instance.filters();
  return instance;
}

const bundles = new Map<SearchLanguage, PagefindInstance>();

/** The first three rows the dialog shows for a query typed on a page in `lang`. */
async function topRows(query: SearchQuery): Promise<{ url: string }[]> {
  const instances = searchLanguagesFor(query.lang).map((language) => bundles.get(language)!);
  const locale = query.lang === 'da' ? 'da-DK' : query.lang === 'nb' ? 'nb-NO' : 'default';
  const { rows } = await searchRows(query.query, scopesFor(instances), '', {
    language: query.lang,
    locale,
    shown: 12,
  });
  return rows.slice(0, 3);
}

/** A row's page without its locale prefix, and its fragment. */
function pageOf(url: string): { path: string; fragment: string } {
  const [path = '', fragment = ''] = url.split('#');
  return { path: splitLocalePath(path).path, fragment };
}

const hits = (query: SearchQuery, rows: { url: string }[]) =>
  rows.some((row) => {
    const { path, fragment } = pageOf(row.url);
    return query.expect.includes(path) && (!query.fragment || fragment === query.fragment);
  });

describe('the held-out search queries', () => {
  beforeAll(async () => {
    if (!process.env.SEARCH_DIST) requireDist();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^[a-z]+:\/\/[^/]+/, '').split('?')[0] ?? '';
      if (!path.startsWith('/pagefind/')) return realFetch(input);
      return new Response(await readFile(join(DIST, path)));
    }) as typeof fetch;
    for (const language of ['en', 'da', 'nb'] as const) bundles.set(language, await loadBundle(language));
  });

  it('finds an expected page in the top three rows for most of them', async () => {
    const lines: string[] = [];
    let found = 0;
    for (const query of SEARCH_QUERIES) {
      const rows = await topRows(query);
      const hit = hits(query, rows);
      if (hit) found += 1;
      lines.push(
        `${hit ? 'hit ' : 'MISS'} [${query.lang}] ${query.query} -> ${rows.map((row) => row.url).join(' | ')}`,
      );
    }
    console.log(`${found} of ${SEARCH_QUERIES.length} queries in the top 3\n${lines.join('\n')}`);
    expect(found).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
