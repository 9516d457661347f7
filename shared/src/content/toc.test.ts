import { describe, expect, it } from 'vitest';
import { buildToc } from './toc';

const h = (depth: number, title: string) => ({ depth, title, id: title.toLowerCase() });

describe('buildToc', () => {
  it('nests an h3 under the preceding h2', () => {
    expect(buildToc([h(2, 'A'), h(3, 'A1'), h(3, 'A2'), h(2, 'B'), h(3, 'B1')], 'x.mdx')).toEqual([
      {
        id: 'a',
        title: 'A',
        children: [
          { id: 'a1', title: 'A1', children: [] },
          { id: 'a2', title: 'A2', children: [] },
        ],
      },
      { id: 'b', title: 'B', children: [{ id: 'b1', title: 'B1', children: [] }] },
    ]);
  });

  it('ignores other heading levels', () => {
    expect(buildToc([h(1, 'Top'), h(2, 'A'), h(4, 'Deep')], 'x.mdx')).toEqual([
      { id: 'a', title: 'A', children: [] },
    ]);
  });

  it('fails, naming the file, on an h3 with no h2 before it', () => {
    expect(() => buildToc([h(3, 'Orphan'), h(2, 'A')], 'content/pricing.mdx')).toThrow(
      'content/pricing.mdx: the h3 "Orphan" comes before any h2',
    );
  });

  it('gives an empty contents for a page without headings', () => {
    expect(buildToc([], 'x.mdx')).toEqual([]);
  });
});
