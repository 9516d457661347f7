import sax from 'sax';
import { attr, readHtml } from '../html';
import { beforeAll, describe, expect, it } from 'vitest';
import { distFiles, readDist, requireDist } from './dist';

/** A feed's entries (id and title), read with a strict XML parser: a malformed feed fails here. */
function parseAtom(path: string): { root: string; entries: { id: string; title: string }[] } {
  const parser = sax.parser(true, { xmlns: true });
  const stack: string[] = [];
  const entries: { id: string; title: string }[] = [];
  let root = '';
  let text = '';
  parser.onopentag = (tag) => {
    if (!root) root = `${(tag as sax.QualifiedTag).uri} ${tag.name}`;
    stack.push(tag.name);
    if (tag.name === 'entry') entries.push({ id: '', title: '' });
    text = '';
  };
  parser.ontext = (value) => {
    text += value;
  };
  parser.onclosetag = (name) => {
    stack.pop();
    const entry = entries.at(-1);
    if (entry && stack.at(-1) === 'entry' && (name === 'id' || name === 'title')) entry[name] = text;
    text = '';
  };
  parser.write(readDist(path)).close();
  return { root, entries };
}

beforeAll(requireDist);

describe('the blog feeds', () => {
  for (const prefix of ['', 'da-DK/', 'nb-NO/']) {
    it(`/${prefix}blog/feed.xml holds every post of that site and is linked from its pages`, () => {
      const feed = parseAtom(`${prefix}blog/feed.xml`);
      expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
      const posts = distFiles().filter((file) => new RegExp(`^${prefix}blog/[^/]+/index\\.html$`).test(file));
      expect(posts.length).toBeGreaterThan(0);
      expect(feed.entries.map((entry) => new URL(entry.id).pathname).sort()).toEqual(
        posts.map((file) => `/${file.replace(/\/index\.html$/, '')}`).sort(),
      );
      for (const page of [`${prefix}blog/index.html`, ...posts]) {
        expect(readDist(page), page).toContain(`type="application/atom+xml" title="`);
        expect(readDist(page), page).toContain(`href="/${prefix}blog/feed.xml"`);
      }
    });
  }
});

describe('the docs changelog feed', () => {
  it('holds every month of the changelog and is linked from it', () => {
    const feed = parseAtom('docs/changelog.xml');
    const html = readDist('docs/changelog.html');
    const months = readHtml(html)
      .find((element) => element.tagName === 'h2' && /^\d{4}-\d{2}$/.test(attr(element, 'id') ?? ''))
      .map((heading) => attr(heading, 'id'));
    expect(months.length).toBeGreaterThan(5);
    expect(feed.entries.map((entry) => entry.id.split('#')[1])).toEqual(months);
    expect(feed.entries.every((entry) => entry.title.length > 0)).toBe(true);
    expect(html).toContain('href="/docs/changelog.xml"');
  });
});
