import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireDist } from './dist';
import {
  attr,
  descendants,
  type Element,
  insideOf,
  type ParsedPage,
  parsePage,
  scriptText,
  sitemapPaths,
  textOf,
} from './page';

/**
 * What every published page must have that needs no browser, read from the built files: the
 * browser suite checks these on one page per template, and on every page with E2E_FULL=1.
 */
beforeAll(requireDist);

const is = (tag: string) => (element: Element) => element.tagName === tag;

/** A link's accessible name, roughly: its text, a label, or the alternative text of its image. */
function linkName(link: Element): string {
  const own =
    attr(link, 'aria-label') ?? attr(link, 'aria-labelledby') ?? attr(link, 'title') ?? textOf(link);
  if (own.trim()) return own;
  const images = descendants(link).filter((child) => child.tagName === 'img' || child.tagName === 'svg');
  return images.map((image) => attr(image, 'alt') ?? attr(image, 'aria-label') ?? '').join(' ');
}

function problemsOf(page: ParsedPage): string[] {
  const problems: string[] = [];
  const lang = page.page.lang();
  if (!lang) problems.push('no lang on <html>');
  const written = page.path.startsWith('/da-DK') ? 'da' : page.path.startsWith('/nb-NO') ? 'nb' : undefined;
  if (written && lang !== written) problems.push(`lang "${lang}", not "${written}"`);
  const h1s = page.find(is('h1')).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  const ids = new Map<string, number>();
  for (const element of page.elements) {
    const id = attr(element, 'id');
    if (id) ids.set(id, (ids.get(id) ?? 0) + 1);
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`id "${id}" ${count} times`);
  for (const image of page.find(is('img'))) {
    if (attr(image, 'alt') === undefined) problems.push(`img without alt: ${attr(image, 'src')}`);
  }
  for (const link of page.find((element) => element.tagName === 'a' && attr(element, 'href') !== undefined)) {
    if (!linkName(link).trim()) problems.push(`link without a name: ${attr(link, 'href')}`);
  }
  for (const table of page.find(is('table'))) {
    if (!descendants(table).some(is('th'))) problems.push('table without header cells');
  }
  problems.push(...scriptProblemsOf(page));
  return problems.map((problem) => `${page.path}: ${problem}`);
}

const SITE_SCRIPT = /^\/assets\/site-[0-9a-f]{10}\.js$/;
const DATA_BLOCKS = new Set(['application/ld+json', 'application/json']);

/**
 * The scripts a page carries: by address only the site script (an island's script is imported
 * by the page's own inline loader), and every inline script that runs named by its hash in the
 * page's policy. The browser suite (e2e/tests/zero-js.spec.ts) checks what a page of each kind
 * then loads.
 */
function scriptProblemsOf(page: ParsedPage): string[] {
  const problems: string[] = [];
  const [meta] = page.find(
    (element) =>
      is('meta')(element) && attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
  const policy = (meta && attr(meta, 'content')) ?? '';
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  for (const script of page.find(is('script'))) {
    const src = attr(script, 'src');
    const type = attr(script, 'type');
    if (src !== undefined) {
      if (!SITE_SCRIPT.test(src)) problems.push(`a script from ${src}`);
      continue;
    }
    if (type !== undefined && DATA_BLOCKS.has(type)) continue;
    if (type !== undefined && type !== 'speculationrules' && type !== 'module')
      problems.push(`an inline script of type ${type}`);
    // Hashed here, not by the build's own scriptHash, so a wrong hash there would show.
    const hash = `'sha256-${createHash('sha256').update(scriptText(script), 'utf8').digest('base64')}'`;
    if (!scriptSrc.includes(hash)) problems.push(`an inline script the policy does not name (${hash})`);
  }
  return problems;
}

function docsProblemsOf(page: ParsedPage): string[] {
  const problems: string[] = [];
  const title = textOf(page.find(is('title'))[0]!);
  if (!title.endsWith(' | Docs')) problems.push(`title "${title}"`);
  const crumbs = page.find(
    (element) => element.tagName === 'nav' && attr(element, 'aria-label') === 'Breadcrumbs',
  );
  if (crumbs.length !== 1) problems.push(`${crumbs.length} breadcrumb navigations`);
  else if (/Organization|ERP reconciliation/.test(textOf(crumbs[0]!)))
    problems.push('breadcrumbs show a skipped segment');
  const headings = page.find((element) => element.tagName === 'h2' && insideOf(element, is('article')));
  const withIds = headings.filter((heading) => attr(heading, 'id'));
  if (withIds.length !== headings.length) problems.push('an h2 without an id');
  if (withIds.length < 2) problems.push(`${withIds.length} h2 sections`);
  // The contents: a link to each section from outside the article's text.
  for (const heading of withIds) {
    const target = `#${attr(heading, 'id')}`;
    const links = page.find(
      (element) =>
        element.tagName === 'a' && attr(element, 'href') === target && !insideOf(element, is('article')),
    );
    if (links.length === 0) problems.push(`no contents link to ${target}`);
  }
  const pager = page.find(
    (element) => element.tagName === 'nav' && attr(element, 'aria-label') === 'Docs pages',
  );
  if (!pager.some((nav) => descendants(nav).some(is('a')))) problems.push('no previous/next links');
  // Microdata: an itemprop belongs to the item its nearest itemscope ancestor opens (the W3C checker reports the rest).
  for (const element of page.find((candidate) => attr(candidate, 'itemprop') !== undefined)) {
    if (!insideOf(element, (ancestor) => attr(ancestor, 'itemscope') !== undefined))
      problems.push(`<${element.tagName} itemprop="${attr(element, 'itemprop')}"> outside an itemscope`);
  }
  return problems.map((problem) => `${page.path}: ${problem}`);
}

/** Shorter texts (a label, a price) may well stand twice on a page; a sentence may not. */
const REPEAT_MIN_LENGTH = 40;

/**
 * Paragraphs of a page's main content that say word for word what another one already says:
 * a side card that repeats the subtitle beside it reads as unfinished.
 */
export function repeatedParagraphs(page: ParsedPage): string[] {
  const main = page.find(is('main'))[0];
  if (!main) return [];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const paragraph of descendants(main).filter(is('p'))) {
    const text = textOf(paragraph);
    if (text.length < REPEAT_MIN_LENGTH) continue;
    if (seen.has(text)) problems.push(`${page.path}: a paragraph repeats "${text.slice(0, 60)}…"`);
    seen.add(text);
  }
  return problems;
}

// About 350 pages parsed in full: seconds on a quiet machine, more on a busy one.
describe("every page's static properties", { timeout: 240_000 }, () => {
  it('marketing pages: lang, one H1, unique ids, alt text, link names, table headers, no repeated paragraph', () => {
    const paths = sitemapPaths('sitemap-pages.xml');
    expect(paths.length).toBeGreaterThan(250);
    expect(
      paths.flatMap((path) => {
        const page = parsePage(path);
        return [...problemsOf(page), ...repeatedParagraphs(page)];
      }),
    ).toEqual([]);
  });

  it('docs pages: the same, and breadcrumbs, a contents link to every h2, previous/next, a docs title, no stray itemprop', () => {
    const paths = sitemapPaths('docs/sitemap.xml');
    expect(paths.length).toBeGreaterThan(60);
    expect(
      paths.flatMap((path) => {
        const page = parsePage(path);
        return [...problemsOf(page), ...docsProblemsOf(page)];
      }),
    ).toEqual([]);
  });
});
