import { describe, expect, it } from 'vitest';
import { distFiles, readDist, requireDist } from './dist';

/**
 * Soft hyphens are for the browser's line breaking in Danish and Norwegian headings, buttons and
 * cards (scripts/build-steps/hyphenatePages.ts): never in what machines read or visitors copy from a
 * page's head (title, meta, JSON-LD).
 */
describe('soft hyphens in the built pages', () => {
  it('reach the Danish and Norwegian headings and stay out of every head and JSON-LD', () => {
    requireDist();
    const leaks: string[] = [];
    let hyphenatedPages = 0;
    for (const file of distFiles().filter((path) => path.endsWith('.html'))) {
      const html = readDist(file);
      const head = html.slice(0, html.indexOf('</head>'));
      if (head.includes('\u00AD')) leaks.push(`${file}: head`);
      for (const [, json = ''] of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        if (json.includes('\u00AD')) leaks.push(`${file}: JSON-LD`);
      }
      if (/^(da-DK|nb-NO)\//.test(file) && /<h[1-3][^>]*>[^<]*\u00AD/.test(html)) hyphenatedPages += 1;
    }
    expect(leaks).toEqual([]);
    expect(hyphenatedPages).toBeGreaterThan(50);
  });
});
