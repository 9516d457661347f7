import { describe, expect, it } from 'vitest';
import { distFiles, headOf, readDist, requireDist } from './dist';

/**
 * Soft hyphens are for the browser's line breaking in Danish and Norwegian card text
 * (scripts/build-steps/hyphenatePages.ts): never in headings and labels, which do not hyphenate
 * (docs/decisions/2026-11-27-type-grid-and-marks.md), and never in what machines read or
 * visitors copy from a page's head (title, meta, JSON-LD).
 */
describe('soft hyphens in the built pages', () => {
  it('reach Danish and Norwegian card text, and stay out of headings, buttons, every head and JSON-LD', () => {
    requireDist();
    const leaks: string[] = [];
    let hyphenatedPages = 0;
    for (const file of distFiles().filter((path) => path.endsWith('.html'))) {
      const html = readDist(file);
      const head = headOf(html);
      if (head.includes('\u00AD')) leaks.push(`${file}: head`);
      for (const [, json = ''] of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        if (json.includes('\u00AD')) leaks.push(`${file}: JSON-LD`);
      }
      for (const [label] of html.matchAll(/<(h[1-6]|button|summary|th|label)\b[^>]*>[\s\S]*?<\/\1>/g)) {
        if (label.includes('\u00AD'))
          leaks.push(`${file}: ${label.replace(/<[^>]+>/g, '').replaceAll('\u00AD', '·')}`);
      }
      if (/^(da-DK|nb-NO)\//.test(file) && /<p\b[^>]*>[^<]*\u00AD/.test(html)) hyphenatedPages += 1;
    }
    expect(leaks).toEqual([]);
    expect(hyphenatedPages).toBeGreaterThan(50);
  });
});
