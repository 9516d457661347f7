import { posix } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { distFiles, readDist, requireDist } from './dist';

beforeAll(requireDist);

it("publishes none of React Router's .data files: no page navigates client-side", () => {
  expect(distFiles().filter((file) => file.endsWith('.data'))).toEqual([]);
});

/** A quoted site path to a script, in an attribute or an inline script: `"/assets/site-1a2b.js"`. */
const QUOTED_SCRIPT = /["'](\/[^"'\s<>]+\.js)["']/g;

/** The published scripts a page names, as dist/ paths. */
function scriptsNamedIn(html: string): string[] {
  return [...html.matchAll(QUOTED_SCRIPT)].map((match) => match[1]!.slice(1));
}

/**
 * Every script a page can load: those its HTML names, then those they import, by the file's
 * hashed name in their text (`import"./hydrateIsland-BZ.js"`, `import("./chart-Xy.js")`).
 * Pagefind's own files are left to Pagefind: its runtime picks them by the index's language.
 */
function loadableScripts(files: readonly string[]): Set<string> {
  const scripts = files.filter((file) => file.endsWith('.js') && !file.startsWith('pagefind/'));
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (file: string) => {
    if (scripts.includes(file) && !reached.has(file)) {
      reached.add(file);
      queue.push(file);
    }
  };
  for (const page of files.filter((file) => file.endsWith('.html'))) {
    scriptsNamedIn(readDist(page)).forEach(reach);
  }
  while (queue.length > 0) {
    const text = readDist(queue.pop()!);
    for (const script of scripts) if (text.includes(posix.basename(script))) reach(script);
  }
  return reached;
}

it('publishes no script that no page can load', () => {
  const files = distFiles();
  const loadable = loadableScripts(files);
  const scripts = files.filter((file) => file.endsWith('.js') && !file.startsWith('pagefind/'));
  // The site script, the search and the islands are loaded; the rest would be dead weight.
  expect(loadable.size).toBeGreaterThanOrEqual(4);
  expect(scripts.filter((file) => !loadable.has(file))).toEqual([]);
});
