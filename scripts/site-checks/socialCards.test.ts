import { openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_ORIGIN } from '@web/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { attr, readHtml } from '../html';
import { DIST, distFiles, readDistHead, requireDist } from './dist';

beforeAll(requireDist);

const metas = new Map<string, Map<string, (string | undefined)[]>>();

/** A built page's meta tags' contents by property or name, its head parsed once (where crawlers read them). */
function metasOf(file: string): Map<string, (string | undefined)[]> {
  let found = metas.get(file);
  if (!found) {
    found = new Map();
    for (const tag of readHtml(readDistHead(file)).find((element) => element.tagName === 'meta')) {
      for (const key of new Set([attr(tag, 'property'), attr(tag, 'name')])) {
        if (key) found.set(key, [...(found.get(key) ?? []), attr(tag, 'content')]);
      }
    }
    metas.set(file, found);
  }
  return found;
}

/** A meta tag's content by its property or name; a tag declared twice fails. */
function meta(file: string, key: string): string | undefined {
  const contents = metasOf(file).get(key) ?? [];
  if (contents.length > 1) throw new Error(`${file}: ${key} declared ${contents.length} times`);
  return contents[0];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): { signature: string; width: number; height: number } {
  const header = Buffer.alloc(24);
  const fd = openSync(file, 'r');
  readSync(fd, header, 0, 24, 0);
  closeSync(fd);
  return {
    signature: header.subarray(1, 4).toString('ascii'),
    width: header.readUInt32BE(16),
    height: header.readUInt32BE(20),
  };
}

const image = (file: string) => meta(file, 'og:image');

// Every page is parsed once, by the first test, which takes the time for all.
describe('social cards', { timeout: 240_000 }, () => {
  // Every page, noindex ones included: a shared link to a thank-you page still gets a card.
  const pages = distFiles().filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'));

  it('are declared on every page: image, its size and alt, and the large Twitter card', () => {
    expect(pages.length).toBeGreaterThan(800);
    const wrong = pages.filter(
      (file) =>
        !(
          meta(file, 'og:image')?.startsWith(`${SITE_ORIGIN}/og/`) &&
          meta(file, 'og:image:width') === '1200' &&
          meta(file, 'og:image:height') === '630' &&
          meta(file, 'og:image:alt') &&
          meta(file, 'twitter:card') === 'summary_large_image'
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('are published, each a 1200 x 630 PNG', () => {
    const urls = new Set(pages.map(image));
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      const file = join(DIST, url!.slice(SITE_ORIGIN.length + 1));
      expect(pngSize(file), url).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    }
  });

  it('are shared by the English copies of a page, and differ for its Danish and Norwegian text', () => {
    const english = image('features/billing/index.html');
    for (const locale of ['en-DK', 'en-NO', 'en-SE', 'en-FI', 'en-DE', 'de-DE', 'sv-SE', 'fi-FI']) {
      expect(image(`${locale}/features/billing/index.html`), locale).toBe(english);
    }
    expect(image('da-DK/features/billing/index.html')).not.toBe(english);
    expect(image('nb-NO/features/billing/index.html')).not.toBe(english);
    expect(image('da-DK/pricing/index.html')).not.toBe(image('pricing/index.html'));
  });

  it('differ from page to page, docs included', () => {
    const cards = [
      'index.html',
      'features/billing/index.html',
      'docs/index.html',
      'docs/billing/plans.html',
    ].map(image);
    expect(new Set(cards).size).toBe(cards.length);
  });
});
