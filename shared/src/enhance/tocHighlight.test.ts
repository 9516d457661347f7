// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { highlightToc } from './tocHighlight';

it('marks the entry of the last heading above the read line, and only that one', () => {
  document.body.innerHTML = `
    <nav data-toc><a href="#one">One</a><a href="#two">Two</a><a href="#three">Three</a></nav>
    <h2 id="one">One</h2><h2 id="two">Two</h2><h2 id="three">Three</h2>`;
  const tops: Record<string, number> = { one: -400, two: 80, three: 600 };
  for (const heading of document.querySelectorAll('h2')) {
    heading.getBoundingClientRect = () => ({ top: tops[heading.id] ?? 0 }) as DOMRect;
  }
  highlightToc(document);
  const current = [...document.querySelectorAll('[aria-current="true"]')].map((link) => link.textContent);
  expect(current).toEqual(['Two']);
});
