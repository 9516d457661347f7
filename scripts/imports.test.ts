import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths';

/** The source folders whose modules import one another. */
const FOLDERS = ['shared/src', 'marketing/app', 'docs-site/src', 'docs-site/plugins', 'scripts'];
const SHARED_ENTRY = join(ROOT, 'shared/src/index.ts');

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A relative import's file, as TypeScript finds it (extension or folder index added). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every relative import of a module, type-only ones included: a cycle of types is still a tangle. */
export function relativeImports(source: string): string[] {
  const found = source.matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? '').filter(Boolean);
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
const graph = new Map(
  files.map((file) => [
    file,
    relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null),
  ]),
);

/** The import cycles of a graph, each as the chain of files that closes it. */
export function findCycles(edges: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('imports', () => {
  it('finds the import graph', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('form no cycle, type-only imports included', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' -> '));
    expect(cycles).toEqual([]);
  });

  it("never reach shared's own entry from inside shared/src (import the module itself)", () => {
    const offenders = files
      .filter((file) => file.startsWith(join(ROOT, 'shared/src')) && file !== SHARED_ENTRY)
      .filter((file) => graph.get(file)?.includes(SHARED_ENTRY))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});

describe('findCycles', () => {
  it('reports a cycle, also through a longer chain, and nothing for a tree', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads value, type and dynamic imports', () => {
    expect(
      relativeImports("import { a } from './a';\nimport type { B } from '../b';\nconst c = import('./c');"),
    ).toEqual(['./a', '../b', './c']);
  });
});
