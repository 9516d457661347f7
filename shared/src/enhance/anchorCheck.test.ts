// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { landsBeside, markAnchorFallback, shiftIntoView } from './anchorCheck';

const box = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

const button = box(150, 20, 100, 40);

it('counts a panel just under its button, or a list just over it, as placed beside it', () => {
  expect(landsBeside(box(150, 64, 400, 300), button)).toBe(true);
  expect(landsBeside(box(60, 64, 400, 300), button)).toBe(true);
  expect(landsBeside(box(100, -300, 200, 312), button)).toBe(true);
});

it("counts a panel at the viewport's top left (WebKitGTK 2.50) as misplaced", () => {
  expect(landsBeside(box(0, 48, 120, 300), button)).toBe(false);
  expect(landsBeside(box(410, 84, 450, 300), button)).toBe(false);
});

it('moves a box back inside the viewport, never past its left edge', () => {
  expect(shiftIntoView(box(1000, 0, 400, 10), 1280)).toBe(-128);
  expect(shiftIntoView(box(-20, 0, 100, 10), 1280)).toBe(28);
  expect(shiftIntoView(box(10, 0, 100, 10), 1280)).toBe(0);
  expect(shiftIntoView(box(100, 0, 2000, 10), 1280)).toBe(-92);
});

it('marks the page for the fallback when anchor() places nothing (no layout here, as in an engine without it)', () => {
  // Test files share a worker's document (vitest.config.ts: isolate: false): start from an empty body.
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-anchor-fallback');
  markAnchorFallback(document);
  expect(document.documentElement.hasAttribute('data-anchor-fallback')).toBe(true);
  expect(document.body.children).toHaveLength(0);
});
