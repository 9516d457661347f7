import { describe, expect, it } from 'vitest';
import { islandLoader } from '@web/shared';
import { linkIslands } from './islands';

const LINKS = {
  entries: new Map([['/assets/islands/calculator.js', { file: '/assets/islands/calculator-Dp1.js' }]]),
};

describe('linkIslands', () => {
  it("points a page's island loader at the entry's hashed file, and preloads nothing", () => {
    const html = `<body><div data-island="calculator"></div><script>${islandLoader('/assets/islands/calculator.js')}</script></body>`;
    const linked = linkIslands(html, LINKS);
    expect(linked).toContain('s.src="/assets/islands/calculator-Dp1.js"');
    expect(linked).not.toContain('/assets/islands/calculator.js');
    expect(linked).not.toContain('modulepreload');
  });

  it('leaves a page without islands as it is', () => {
    const html = '<body><p>/assets/islands/calculator.js</p></body>';
    expect(linkIslands(html, LINKS)).toBe(html);
  });
});
