import { join } from 'node:path';
import { parse } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { readNetlifyConfig } from '../server/netlifyConfig';
import { createNetlifyRules } from '../server/netlifyRules';
import { resolveStaticFile } from '../server/staticFiles';
import { DIST, distFiles, readDist, requireDist } from './dist';
import { attr, descendants } from './page';

/**
 * Every internal link of the built site resolves, read from the files: each href, src and
 * srcset candidate of every HTML page reaches a file in dist/ or a redirect rule of
 * netlify.toml (decided by the engine the local server uses, in the server's order), and each
 * `#fragment` names an element on the page it points to. This replaced a browser-side HTTP
 * crawl from the homes: the same question, without a server or 900 requests.
 */
beforeAll(requireDist);

/** The production origin: canonical and alternate links name it, and must resolve too. */
const SITE = 'https://billvard.com';
const LOCAL = 'http://site.invalid';

/** The site path a built HTML file is served at (`pricing/index.html` → `/pricing`). */
function pathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file === 'docs/index.html') return '/docs/';
  return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/**
 * What a built HTML file refers to (href, src and each srcset candidate) and the ids (and
 * `<a name>`s) it has, from one parse: a page is read once whether it links or is linked to.
 */
interface PageLinks {
  references: string[];
  ids: Set<string>;
}

const pagesRead = new Map<string, PageLinks>();
function linksOf(file: string): PageLinks {
  let links = pagesRead.get(file);
  if (!links) {
    links = { references: [], ids: new Set() };
    for (const element of descendants(parse(readDist(file)))) {
      for (const name of ['href', 'src']) {
        const value = attr(element, name);
        if (value !== undefined) links.references.push(value);
      }
      for (const name of ['srcset', 'imagesrcset']) {
        const value = attr(element, name);
        if (value)
          links.references.push(
            ...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
          );
      }
      const id = attr(element, 'id') ?? (element.tagName === 'a' ? attr(element, 'name') : undefined);
      if (id !== undefined) links.ids.add(id);
    }
    pagesRead.set(file, links);
  }
  return links;
}

const rules = createNetlifyRules(readNetlifyConfig(join(DIST, '..', 'netlify.toml')), DIST);

/**
 * The built file a same-site path and query answer with, following redirects as the server
 * does; `external` for a redirect off the site, null for nothing (a 404).
 */
async function resolvePath(path: string, search: string, hops = 5): Promise<string | 'external' | null> {
  if (path === '/.netlify/images') {
    const source = new URLSearchParams(search).get('url');
    return source && source.startsWith('/') ? resolvePath(source, '', hops) : null;
  }
  let decision = rules.hasForcedRules ? await rules.decide(path, search) : undefined;
  const file = decision?.force ? null : resolveStaticFile(DIST, path);
  if (file) return file;
  if (decision === undefined) decision = await rules.decide(path, search);
  if (!decision || hops === 0) return null;
  if (decision.redirect) {
    const location = new URL(decision.location, LOCAL);
    if (location.origin !== LOCAL) return 'external';
    return resolvePath(decodeURIComponent(location.pathname), location.search, hops - 1);
  }
  return decision.status < 400 ? resolveStaticFile(DIST, decision.targetPath) : null;
}

describe('links of the built site', { timeout: 240_000 }, () => {
  it('every internal href, src and srcset resolves to a file or a redirect, and every #fragment exists', async () => {
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(800);
    const broken: string[] = [];
    const resolved = new Map<string, string | 'external' | null>();
    let checked = 0;
    for (const page of pages) {
      const base = new URL(pathOf(page), LOCAL);
      for (const value of linksOf(page).references) {
        if (!value || /^(mailto:|tel:|javascript:|data:|blob:)/i.test(value)) continue;
        let url: URL;
        try {
          url = new URL(value.startsWith(SITE) ? value.slice(SITE.length) || '/' : value, base);
        } catch {
          broken.push(`${pathOf(page)}: unparsable ${value}`);
          continue;
        }
        if (url.origin !== LOCAL) continue;
        const key = url.pathname + url.search;
        if (!resolved.has(key)) {
          let path = url.pathname;
          try {
            path = decodeURIComponent(path);
          } catch {
            // Left encoded: it then names no file.
          }
          resolved.set(key, await resolvePath(path, url.search));
        }
        checked += 1;
        const target = resolved.get(key);
        if (target === null) {
          broken.push(`${pathOf(page)}: ${value}`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (!fragment || target === 'external' || !target?.endsWith('.html')) continue;
        // `#top` is the top of the document in every browser, with or without an id. The internal
        // block showcase (/_blocks, noindex) shows a sourced comparison cell without the sources
        // list a comparison page renders (its front matter cannot carry `sources`).
        if (fragment === 'top' || (/\/_blocks$/.test(pathOf(page)) && /^source-\d+$/.test(fragment)))
          continue;
        // The docs' head asks to hold the first paint until the breadcrumbs bar is parsed
        // (`<link rel="expect">`, docs-site/src/components/docsBar.ts); the docs' not-found page
        // has no bar, so it paints when parsed. Every other docs page must have the bar.
        if (fragment === 'bv-docs-bar' && /\/docs\/404$/.test(pathOf(page))) continue;
        if (!linksOf(target.slice(DIST.length)).ids.has(fragment)) {
          broken.push(`${pathOf(page)}: ${value} (no id "${fragment}")`);
        }
      }
    }
    console.log(`Links: ${checked} references to ${resolved.size} URLs on ${pages.length} pages.`);
    expect(resolved.size).toBeGreaterThan(800);
    expect([...new Set(broken)]).toEqual([]);
  });
});
