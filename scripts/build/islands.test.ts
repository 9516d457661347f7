import { describe, expect, it } from 'vitest';
import { linkIslands } from './islands';

const LINKS = {
  entries: new Map([
    [
      '/assets/islands/calculator.js',
      { file: '/assets/islands/calculator-Dp1.js', imports: ['/assets/islands/hydrateIsland-9B2.js'] },
    ],
  ]),
};

describe('linkIslands', () => {
  it("points a page's island entry at its hashed file and preloads what it imports", () => {
    const html =
      '<body><div data-island="calculator"></div><script type="module" src="/assets/islands/calculator.js"></script></body>';
    expect(linkIslands(html, LINKS)).toBe(
      '<body><div data-island="calculator"></div><link rel="modulepreload" href="/assets/islands/hydrateIsland-9B2.js"/>' +
        '<script type="module" src="/assets/islands/calculator-Dp1.js"></script></body>',
    );
  });

  it('leaves a page without islands as it is', () => {
    const html = '<body><p>/assets/islands/calculator.js</p></body>';
    expect(linkIslands(html, LINKS)).toBe(html);
  });
});
