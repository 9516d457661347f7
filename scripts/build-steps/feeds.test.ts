import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '@web/shared';
import { absoluteLinks, articleOf, atomFeed, blogEntry, changelogEntries, linkFeed } from './feeds';

const changelog = (sections: string) =>
  `<html><head><title>Changelog | Docs</title></head><body><dialog><h2>Search</h2></dialog>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Changelog</h1></header><p>Intro</p>${sections}</div></div>` +
  `<footer class="theme-doc-footer docusaurus-mt-lg"></footer></article><nav><h2>Contents</h2></nav></body></html>`;

describe('changelogEntries', () => {
  const page = `${SITE_ORIGIN}/docs/changelog`;

  it('makes one entry per month, with its text up to the next month and absolute links', () => {
    const html = changelog(
      `<h2 class="anchor" id=2026-11>November 2026<a href=#2026-11 class=hash-link>\u200b</a></h2>` +
        `<ul><li><a href=/docs/billing/plans>Plans</a> &amp; more</li></ul>` +
        `<h2 class="anchor" id="2026-10">October 2026</h2><p>Peppol.</p>`,
    );
    const entries = changelogEntries(html, page);
    expect(entries.map(({ title, updated, id }) => ({ title, updated, id }))).toEqual([
      { title: 'November 2026', updated: '2026-11-01T00:00:00Z', id: `${page}#2026-11` },
      { title: 'October 2026', updated: '2026-10-01T00:00:00Z', id: `${page}#2026-10` },
    ]);
    expect(entries[0]?.html).toBe(
      `<ul><li><a href=${SITE_ORIGIN}/docs/billing/plans>Plans</a> &amp; more</li></ul>`,
    );
    expect(entries[1]?.html).toBe('<p>Peppol.</p>');
  });

  it('fails, naming the heading, when a section is not a month', () => {
    expect(() => changelogEntries(changelog('<h2 id=upgrade>How to upgrade</h2>'), page)).toThrow(
      /"How to upgrade" has the id "upgrade"/,
    );
  });
});

describe('atomFeed', () => {
  it('escapes text, sorts entries newest first and dates the feed by its newest', () => {
    const xml = atomFeed({
      title: 'Blog | <Brand>',
      pageUrl: `${SITE_ORIGIN}/blog`,
      selfUrl: `${SITE_ORIGIN}/blog/feed.xml`,
      language: 'en',
      entries: [
        { id: 'a', url: 'https://x/a', title: 'Old & gold', updated: '2026-01-01T00:00:00Z', summary: 's' },
        { id: 'b', url: 'https://x/b', title: 'New', updated: '2026-11-04T00:00:00Z', html: '<p>x</p>' },
      ],
    });
    expect(xml).toContain('<title>Blog | &#60;Brand&#62;</title>');
    expect(xml).toContain('<title>Old &#38; gold</title>');
    expect(xml).toContain('<content type="html">&#60;p&#62;x&#60;/p&#62;</content>');
    expect(xml.indexOf('<id>b</id>')).toBeLessThan(xml.indexOf('<id>a</id>'));
    expect(xml).toMatch(
      /<feed[^>]*>\s*<id>[^<]+<\/id>\s*<title>[^<]+<\/title>\s*<updated>2026-11-04T00:00:00Z<\/updated>/,
    );
  });
});

describe('blog entries', () => {
  const post = (data: object) =>
    `<main><script type="application/ld+json">${JSON.stringify(data)}</script></main>`;

  it('come from the Article structured data the post carries', () => {
    const article = articleOf(
      post({ '@type': 'BreadcrumbList' }) +
        post({
          '@type': 'Article',
          url: 'https://x/blog/a',
          headline: 'A post',
          description: 'About it',
          datePublished: '2026-11-04',
          author: { name: 'The team' },
        }),
    );
    expect(blogEntry(article!)).toEqual({
      id: 'https://x/blog/a',
      url: 'https://x/blog/a',
      title: 'A post',
      updated: '2026-11-04T00:00:00Z',
      summary: 'About it',
      author: 'The team',
    });
  });

  it('refuse an Article without a date', () => {
    expect(() => blogEntry({ '@type': 'Article', url: 'u', headline: 'h', description: 'd' })).toThrow(
      /datePublished/,
    );
  });
});

it('links a feed from the head and makes root-relative links absolute, quoted or not', () => {
  expect(linkFeed('<head><title>x</title></head>', '/blog/feed.xml', 'Blog & news')).toBe(
    '<head><title>x</title><link rel="alternate" type="application/atom+xml" title="Blog &#38; news" href="/blog/feed.xml"></head>',
  );
  expect(absoluteLinks('<a href="/a"><img src=/b.png><a href="//cdn/x"><a href=#top>')).toBe(
    `<a href="${SITE_ORIGIN}/a"><img src=${SITE_ORIGIN}/b.png><a href="//cdn/x"><a href=#top>`,
  );
});
