import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAME, PATHS, SITE_ORIGIN } from '@web/shared';
import {
  attr,
  type Element,
  escapeHtml,
  fragmentText,
  hasToken,
  insideOf,
  parseFragmentHtml,
  parseHtml,
  scriptText,
} from '../html';

/**
 * Atom feeds (RFC 4287) for the blog and the docs changelog, written from the finished pages:
 * a blog entry from the post's Article structured data, a changelog entry from one month's
 * section of the rendered changelog. Each feed is linked from its pages' `<head>`
 * (docs/decisions/2026-11-23-feeds.md).
 */

export interface FeedEntry {
  /** A permanent IRI: the entry's URL. */
  id: string;
  title: string;
  url: string;
  /** ISO 8601 date-time. */
  updated: string;
  summary?: string;
  /** The entry's text as HTML, links absolute. */
  html?: string;
  author?: string;
}

export interface Feed {
  title: string;
  /** The page the feed follows (its alternate link). */
  pageUrl: string;
  /** Where the feed itself is published (also its id). */
  selfUrl: string;
  language: string;
  entries: FeedEntry[];
}

/** An Atom document; entries newest first, the feed updated when its newest entry was. */
export function atomFeed(feed: Feed): string {
  const entries = [...feed.entries].sort((a, b) => b.updated.localeCompare(a.updated));
  const updated = entries[0]?.updated ?? new Date(0).toISOString();
  const text = (value: string) => escapeHtml(value);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${text(feed.language)}">`,
    `  <id>${text(feed.selfUrl)}</id>`,
    `  <title>${text(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${text(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(feed.pageUrl)}"/>`,
    `  <author><name>${text(BRAND_NAME)}</name><uri>${text(`${SITE_ORIGIN}/`)}</uri></author>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <id>${text(entry.id)}</id>`,
      `    <title>${text(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${text(entry.url)}"/>`,
      `    <updated>${entry.updated}</updated>`,
      ...(entry.author ? [`    <author><name>${text(entry.author)}</name></author>`] : []),
      ...(entry.summary ? [`    <summary>${text(entry.summary)}</summary>`] : []),
      ...(entry.html ? [`    <content type="html">${text(entry.html)}</content>`] : []),
      '  </entry>',
    ]),
    '</feed>',
    '',
  ].join('\n');
}

/** Plain text of an HTML fragment, without the zero-width spaces of a heading's `#` link. */
function plainText(html: string): string {
  return fragmentText(html)
    .replace(/\u200b/g, '')
    .trim();
}

/** Makes root-relative links and sources absolute, quoted or not (the docs' HTML is minified). */
export function absoluteLinks(html: string): string {
  const fragment = parseFragmentHtml(html);
  for (const element of fragment.elements) {
    for (const name of ['href', 'src']) {
      const value = attr(element, name);
      const at = fragment.attributeValueAt(element, name);
      if (at && value?.startsWith('/') && !value.startsWith('//'))
        fragment.splice(at.start, at.start, SITE_ORIGIN);
    }
  }
  return fragment.toString();
}

/** A month's id in the changelog (`2026-11`) as the first instant of that month. */
function monthStart(id: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  return match ? `${match[1]}-${match[2]}-01T00:00:00Z` : null;
}

/**
 * The changelog's entries: one per `## Month YYYY {#yyyy-mm}` section of the rendered page,
 * its text up to the next section (or the end of the doc). A section whose id is no month
 * fails the build, naming it: the feed must not silently drop an entry.
 */
export function changelogEntries(html: string, pageUrl: string): FeedEntry[] {
  // The doc's own text: its Markdown container (the header's dialogs and the table of contents
  // lie outside).
  const page = parseHtml(html);
  const container = page.first((element) => hasToken(element, 'class', 'theme-doc-markdown'));
  if (!container) throw new Error('the changelog page has no doc text (no theme-doc-markdown)');
  const inContainer = (element: Element) => insideOf(element, (parent) => parent === container);
  const headings = page.find(
    (element) => element.tagName === 'h2' && attr(element, 'id') !== undefined && inContainer(element),
  );
  if (headings.length === 0) throw new Error('the changelog page has no entries (no ## headings)');
  return headings.map((heading, index) => {
    const id = attr(heading, 'id')!;
    const title = plainText(page.inner(heading));
    const updated = monthStart(id);
    if (!updated) throw new Error(`changelog heading "${title}" has the id "${id}", not a month (yyyy-mm)`);
    const next = headings[index + 1];
    const section = page.source
      .slice(
        page.outer(heading).length + heading.sourceCodeLocation!.startOffset,
        next ? next.sourceCodeLocation!.startOffset : page.contentEnd(container),
      )
      .trim();
    return { id: `${pageUrl}#${id}`, url: `${pageUrl}#${id}`, title, updated, html: absoluteLinks(section) };
  });
}

/** The Article structured data of a page, or null when it has none. */
export function articleOf(html: string): Record<string, unknown> | null {
  const page = parseHtml(html);
  const scripts = page.find(
    (element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json',
  );
  for (const script of scripts) {
    const data = JSON.parse(scriptText(script)) as Record<string, unknown>;
    if (data['@type'] === 'Article') return data;
  }
  return null;
}

/** A blog entry from a post's Article structured data (the data the post's page shows). */
export function blogEntry(article: Record<string, unknown>): FeedEntry {
  const field = (name: string) => {
    const value = article[name];
    if (typeof value !== 'string' || value === '') throw new Error(`a blog post's Article has no ${name}`);
    return value;
  };
  const author = article.author as { name?: string } | undefined;
  return {
    id: field('url'),
    url: field('url'),
    title: field('headline'),
    updated: `${field('datePublished')}T00:00:00Z`,
    summary: field('description'),
    author: author?.name,
  };
}

/** The sites with their own blog text, and the URL prefix of each. */
const BLOG_SITES = [
  { prefix: '', language: 'en' },
  { prefix: 'da-DK/', language: 'da' },
  { prefix: 'nb-NO/', language: 'nb' },
] as const;

/** Where a site's blog feed is published. */
export function blogFeedPath(prefix: string): string {
  return `/${prefix}${PATHS.blog.slice(1)}/feed.xml`;
}

export const CHANGELOG_FEED_PATH = '/docs/changelog.xml';

/** Adds a `<link rel="alternate">` to a feed at the end of the head. */
export function linkFeed(html: string, href: string, title: string): string {
  const tag = `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`;
  const page = parseHtml(html);
  const head = page.tag('head');
  if (!head?.sourceCodeLocation?.endTag) throw new Error('page has no </head> to link its feed in');
  return page.append(head, tag).toString();
}

/** The page's `<title>` text. */
function titleOf(html: string): string {
  return parseHtml(html).title() ?? '';
}

/**
 * Writes the blog feed of each site with its own text and the docs changelog's feed, and links
 * each from its pages: a site's blog index and posts, and the changelog. `pages` are the built
 * HTML files relative to `out`. Returns the number of entries in each feed.
 */
export function writeFeeds(out: string, pages: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const blog = PATHS.blog.slice(1);
  for (const { prefix, language } of BLOG_SITES) {
    const index = `${prefix}${blog}/index.html`;
    if (!existsSync(join(out, index))) throw new Error(`no blog index at ${index}`);
    const posts = pages.filter((page) => new RegExp(`^${prefix}${blog}/[^/]+/index\\.html$`).test(page));
    const entries = posts.map((post) => {
      const article = articleOf(readFileSync(join(out, post), 'utf8'));
      if (!article) throw new Error(`${post}: a blog post without Article structured data`);
      return blogEntry(article);
    });
    const indexHtml = readFileSync(join(out, index), 'utf8');
    const title = titleOf(indexHtml);
    const selfPath = blogFeedPath(prefix);
    writeFileSync(
      join(out, selfPath),
      atomFeed({
        title,
        pageUrl: `${SITE_ORIGIN}/${prefix}${blog}`,
        selfUrl: `${SITE_ORIGIN}${selfPath}`,
        language,
        entries,
      }),
    );
    for (const page of [index, ...posts]) {
      writeFileSync(join(out, page), linkFeed(readFileSync(join(out, page), 'utf8'), selfPath, title));
    }
    counts[selfPath] = entries.length;
  }

  const changelog = 'docs/changelog.html';
  const changelogHtml = readFileSync(join(out, changelog), 'utf8');
  const pageUrl = `${SITE_ORIGIN}/docs/changelog`;
  const entries = changelogEntries(changelogHtml, pageUrl);
  const title = titleOf(changelogHtml);
  writeFileSync(
    join(out, CHANGELOG_FEED_PATH),
    atomFeed({ title, pageUrl, selfUrl: `${SITE_ORIGIN}${CHANGELOG_FEED_PATH}`, language: 'en', entries }),
  );
  writeFileSync(join(out, changelog), linkFeed(changelogHtml, CHANGELOG_FEED_PATH, title));
  counts[CHANGELOG_FEED_PATH] = entries.length;
  return counts;
}
