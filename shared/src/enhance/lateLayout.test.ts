// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { layOutLateParts } from './lateLayout';
import { MARKERS } from './markers';

it('lays out one late part per idle moment, in page order, and then stops asking', () => {
  // Test files share a worker's document (vitest.config.ts: isolate: false): start from an empty body.
  document.body.innerHTML = `
    <main><section id="first"></section><section id="second" ${MARKERS.lateLayout}></section></main>
    <footer id="footer" ${MARKERS.lateLayout}></footer>`;
  const waiting: (() => void)[] = [];
  const late = () => [...document.querySelectorAll(`[${MARKERS.lateLayout}]`)].map((part) => part.id);

  layOutLateParts(document, (task) => waiting.push(task));
  expect(late()).toEqual(['second', 'footer']);

  waiting.shift()?.();
  expect(late()).toEqual(['footer']);
  waiting.shift()?.();
  expect(late()).toEqual([]);
  // One more moment finds nothing left and schedules nothing.
  waiting.shift()?.();
  expect(waiting).toHaveLength(0);
});

it('leaves a part wholly above the viewport to the browser: its true height would move what is read', () => {
  document.body.innerHTML = `<section id="passed" ${MARKERS.lateLayout}></section><footer id="below" ${MARKERS.lateLayout}></footer>`;
  const passed = document.getElementById('passed')!;
  passed.getBoundingClientRect = () => ({ top: -900, bottom: -260 }) as DOMRect;
  const waiting: (() => void)[] = [];

  layOutLateParts(document, (task) => waiting.push(task));
  while (waiting.length > 0) waiting.shift()!();
  expect([...document.querySelectorAll(`[${MARKERS.lateLayout}]`)].map((part) => part.id)).toEqual([
    'passed',
  ]);
});
