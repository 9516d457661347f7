import { beforeAll, describe, expect, it } from 'vitest';
import { attr, readHtml } from '../html';
import { distFiles, readDistHead, requireDist } from './dist';
import { sitemapPaths } from './page';

beforeAll(requireDist);

// Every page parsed: seconds on a quiet machine, minutes on a loaded one.
describe('the built site', { timeout: 240_000 }, () => {
  it('has a page with a title for every HTML file it publishes', () => {
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(800);
    const untitled = pages.filter((file) => !readHtml(readDistHead(file)).title());
    expect(untitled).toEqual([]);
  });

  it('lists every content page in the sitemap, unprefixed and in each locale with its own text', () => {
    const paths = sitemapPaths('sitemap-pages.xml');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/pricing',
        '/features/billvard-ai',
        '/da-DK/features/billing',
        '/nb-NO/pricing',
        '/en-DE/blog',
      ]),
    );
    // Swedish pages are English: they point at en-SE and are not listed themselves.
    expect(paths.filter((path) => path.startsWith('/sv-SE'))).toEqual([]);
    expect(paths.length).toBeGreaterThan(250);
  });

  it('gives every page a policy that allows scripts only from self, by hash and, for the search, WebAssembly', () => {
    // Every page carries the search dialog in its header, so every policy allows WebAssembly.
    const pages = distFiles().filter((file) => file.endsWith('.html'));
    const wrong = pages.flatMap((file) => {
      // The policy is in the head: only the head is parsed.
      const meta = readHtml(readDistHead(file)).find(
        (element) =>
          element.tagName === 'meta' &&
          attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
      );
      const policy = meta.length === 1 ? (attr(meta[0]!, 'content') ?? '') : '';
      const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
      return /^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')*$/.test(scriptSrc)
        ? []
        : [`${file}: ${meta.length} policies, ${scriptSrc || 'no script-src'}`];
    });
    expect(wrong).toEqual([]);
  });
});
