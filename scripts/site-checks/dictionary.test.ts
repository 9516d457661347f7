import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { attr, parseHtml, readHtml } from '../html';
import { distFiles, readDist, requireDist } from './dist';

beforeAll(requireDist);

const CONTENT = fileURLToPath(new URL('../../marketing/content/dictionary/', import.meta.url));

/** The dictionary's entries: every content file but the index, by slug. */
const SLUGS = [
  ...new Set(
    readdirSync(CONTENT)
      .filter((name) => name.endsWith('.mdx') && !name.startsWith('index'))
      .map((name) => name.replace(/(\.(da|nb))?\.mdx$/, '')),
  ),
].sort();

/** The site's three languages: the folder of their pages in dist/ and the suffix of their content files. */
const LANGUAGES = [
  { language: 'en', prefix: '', suffix: '' },
  { language: 'da', prefix: 'da-DK/', suffix: '.da' },
  { language: 'nb', prefix: 'nb-NO/', suffix: '.nb' },
] as const;

/** The term an entry's file in a language files itself under. */
function termOf(slug: string, suffix: string): string {
  const text = readFileSync(join(CONTENT, `${slug}${suffix}.mdx`), 'utf8');
  const frontMatter = parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as { term: string };
  return frontMatter.term;
}

describe('the dictionary', () => {
  it('has at least 40 entries', () => {
    expect(SLUGS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LANGUAGES)('has every entry built in $language', ({ prefix }) => {
    const built = new Set(distFiles());
    const missing = SLUGS.filter((slug) => !built.has(`${prefix}dictionary/${slug}/index.html`));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)(
    'lists every $language entry on the index under the first letter of its term',
    ({ language, prefix, suffix }) => {
      // Parsed with source locations: the sections' inner HTML is read back.
      const page = parseHtml(readDist(`${prefix}dictionary/index.html`));
      // Each letter is a section labelled by its heading; each entry a link to its page.
      const filed = new Map<string, string>();
      for (const section of page.find((element) => element.tagName === 'section')) {
        const heading = attr(section, 'aria-labelledby') ?? '';
        const letter = page.find((element) => attr(element, 'id') === heading)[0];
        if (!heading.startsWith('letter-') || !letter) continue;
        const links = readHtml(page.inner(section)).find((element) => element.tagName === 'a');
        for (const link of links) {
          const slug = /\/dictionary\/([^/#?]+)$/.exec(attr(link, 'href') ?? '')?.[1];
          if (slug) filed.set(slug, page.inner(letter).trim());
        }
      }
      const expected = Object.fromEntries(
        SLUGS.map((slug) => [slug, termOf(slug, suffix).charAt(0).toLocaleUpperCase(language)]),
      );
      expect(Object.fromEntries(filed)).toEqual(expected);
    },
  );

  it.each(LANGUAGES)('links each present letter of the $language index to its section', ({ prefix }) => {
    const page = readHtml(readDist(`${prefix}dictionary/index.html`));
    const ids = new Set(
      page
        .find((element) => /^letter-/.test(attr(element, 'id') ?? ''))
        .map((element) => attr(element, 'id')),
    );
    const targets = page
      .find((element) => element.tagName === 'a' && /^#letter-/.test(attr(element, 'href') ?? ''))
      .map((element) => (attr(element, 'href') ?? '').slice(1));
    expect(targets.length).toBeGreaterThan(10);
    expect(new Set(targets)).toEqual(ids);
  });
});
