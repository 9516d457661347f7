import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { docsMarkdownPath, SITE_ORIGIN } from '@web/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { BETA_NOTE, stripCode } from '../build-steps/docsMarkdown';
import { fragmentText, insideOf, readHtml, textOf } from '../html';
import { DIST, distFiles, readDist, requireDist } from './dist';

beforeAll(requireDist);

/** Every docs page the build published (the docs 404 is not a page), as its URL path. */
function docsPages(): { url: string; file: string }[] {
  return distFiles()
    .filter((file) => file.startsWith('docs/') && file.endsWith('.html') && file !== 'docs/404.html')
    .map((file) => ({ file, url: `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}` }));
}

/** A Markdown heading's text without its inline markup (emphasis, code, links). */
function markdownText(markdown: string): string {
  return (
    markdown
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*`]/g, '')
      // Underscores as emphasis go; those inside a word (an API field, `amount_paid`) stay.
      .replace(/(?<!\w)_+|_+(?!\w)/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The h1, h2 and h3 texts of a built docs page's article, in order. */
function renderedHeadings(html: string): string[] {
  const page = readHtml(html);
  const article = page.tag('article');
  // A heading's text as a reader sees it: no tags, references decoded, no zero-width anchors.
  return page
    .find((element) => /^h[123]$/.test(element.tagName) && insideOf(element, (parent) => parent === article))
    .map(
      (heading) =>
        `${'#'.repeat(Number(heading.tagName[1]))} ${textOf(heading)
          .replace(/\u200b/g, '')
          .replace(/\s+/g, ' ')
          .trim()}`,
    );
}

/** The h1, h2 and h3 lines of a twin, outside code blocks. */
function twinHeadings(markdown: string): string[] {
  return [...stripCode(markdown).matchAll(/^(#{1,3}) (.+)$/gm)].map(
    ([, hashes, text]) => `${hashes} ${markdownText(text ?? '')}`,
  );
}

describe('the docs Markdown twins', { timeout: 240_000 }, () => {
  const pages = docsPages();

  it('finds the docs pages', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.map((page) => page.url)).toContain('/docs/');
  });

  it('publishes a twin for every docs page, at its URL plus .md', () => {
    const missing = pages
      .map((page) => docsMarkdownPath(page.url))
      .filter((twin) => !existsSync(join(DIST, twin)));
    expect(missing).toEqual([]);
  });

  it('starts each twin with the page title and leaves no token, heading id, MDX or front matter in it', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const twin = docsMarkdownPath(page.url);
      const text = readDist(twin.slice(1));
      const prose = stripCode(text);
      if (!/^# \S/.test(text)) problems.push(`${twin}: does not start with an h1`);
      if (/%[A-Z_]+%/.test(text)) problems.push(`${twin}: unfilled token ${/%[A-Z_]+%/.exec(text)?.[0]}`);
      if (text.includes('{#')) problems.push(`${twin}: heading id syntax`);
      if (/^(import|export)\s/m.test(prose)) problems.push(`${twin}: an MDX import or export`);
      if (/<\/?[A-Z][\w.]*[\s/>]/.test(prose)) problems.push(`${twin}: a JSX component`);
      if (/^---\n[\s\S]*?\n---/.test(text) || /^(title|description|sidebar_position):/m.test(prose)) {
        problems.push(`${twin}: front matter`);
      }
      if (/\]\((?!https?:|mailto:|tel:)[^)]+\)/.test(prose)) problems.push(`${twin}: a relative link`);
      if (prose.includes('pathname://')) problems.push(`${twin}: a pathname:// link`);
    }
    expect(problems).toEqual([]);
  });

  it('has the same title and h2/h3 headings as the page, in the same order', () => {
    const different: string[] = [];
    for (const page of pages) {
      const twin = twinHeadings(readDist(docsMarkdownPath(page.url).slice(1)));
      const rendered = renderedHeadings(readDist(page.file));
      if (JSON.stringify(twin) !== JSON.stringify(rendered)) {
        different.push(`${page.url}\n  twin: ${twin.join(' | ')}\n  page: ${rendered.join(' | ')}`);
      }
    }
    expect(different).toEqual([]);
  });

  it('says a beta page is in beta with the words the page uses', () => {
    const beta = pages.filter((page) => readDist(docsMarkdownPath(page.url).slice(1)).includes(BETA_NOTE));
    expect(beta.length).toBeGreaterThan(0);
    for (const page of beta) expect(fragmentText(readDist(page.file)), page.url).toContain(BETA_NOTE);
  });
});

describe('llms.txt', () => {
  const text = () => readDist('llms.txt');

  it('follows the proposal: an h1, a block-quoted summary, then h2 sections of link lists', () => {
    const lines = text().split('\n');
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[2]).toMatch(/^> \S/);
    const sections = text()
      .split(/\n(?=## )/)
      .slice(1);
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) {
      const [heading, blank, ...items] = section.trimEnd().split('\n');
      expect(heading).toMatch(/^## \S/);
      expect(blank).toBe('');
      for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)\s]+\): \S/);
    }
  });

  it('lists every docs page by its Markdown twin', () => {
    const listed = new Set([...text().matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]));
    const missing = docsPages()
      .map((page) => `${SITE_ORIGIN}${docsMarkdownPath(page.url)}`)
      .filter((url) => !listed.has(url));
    expect(missing).toEqual([]);
  });

  it('lists the main marketing pages, and every link it has is a published file', () => {
    const urls = [...text().matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((match) => match[1] ?? '');
    for (const path of [
      '/',
      '/pricing',
      '/features/billing',
      '/integrations',
      '/calculator',
      '/developers',
    ]) {
      expect(urls, path).toContain(`${SITE_ORIGIN}${path}`);
    }
    expect(urls.some((url) => url.startsWith(`${SITE_ORIGIN}/compare/`))).toBe(true);
    const published = new Set(distFiles());
    const unpublished = urls.filter((url) => {
      expect(url.startsWith(SITE_ORIGIN), url).toBe(true);
      const path = url.slice(SITE_ORIGIN.length + 1);
      const candidates = path === '' ? ['index.html'] : [path, `${path}.html`, `${path}/index.html`];
      return !candidates.some((candidate) => published.has(candidate));
    });
    expect(unpublished).toEqual([]);
  });
});

describe('llms-full.txt', () => {
  it('holds every docs page, each starting with its title and URL', () => {
    const full = readDist('llms-full.txt');
    for (const page of docsPages()) {
      const twin = readDist(docsMarkdownPath(page.url).slice(1));
      const [title = '', ...body] = twin.split('\n');
      expect(full, page.url).toContain(
        `${title}\n\nURL: ${SITE_ORIGIN}${page.url}\n${body.join('\n').trimEnd()}`,
      );
    }
  });
});
