import { describe, expect, it } from 'vitest';
import { HYDRATED, needsHydration } from './hydration';

describe('needsHydration', () => {
  it('is true when any matched route asks for it', () => {
    expect(needsHydration([{ handle: undefined }, { handle: HYDRATED }])).toBe(true);
  });

  it('is false for content pages and for handles that do not say so', () => {
    expect(needsHydration([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(needsHydration([{ handle: { hydrate: 'yes' } }, { handle: null }])).toBe(false);
    expect(needsHydration([])).toBe(false);
  });
});
