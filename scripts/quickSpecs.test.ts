import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './paths';
import { specsFor } from './quickSpecs';

it('runs a changed spec itself, and the specs that drive a changed component', () => {
  expect(specsFor(['e2e/tests/toc.spec.ts', 'shared/src/header/NavGroup.tsx'])).toEqual([
    'e2e/tests/header.spec.ts',
    'e2e/tests/mobile-menu.spec.ts',
    'e2e/tests/toc.spec.ts',
  ]);
  expect(specsFor(['marketing/app/features/calculator/Calculator.tsx'])).toEqual([
    'e2e/tests/calculator.spec.ts',
  ]);
});

it('runs no browser for a change the unit tests cover', () => {
  expect(specsFor(['shared/src/data/pricing.ts', 'README.md'])).toEqual([]);
});

it('names only specs that exist', () => {
  const everything = specsFor([
    'shared/src/enhance/index.ts',
    'shared/src/header/SearchDialog.tsx',
    'shared/src/footer/footer.css',
    'scripts/server/server.ts',
    'scripts/build-steps/csp.ts',
    'scripts/server/forms.ts',
    'docs-site/src/theme/CodeBlock/index.tsx',
    'docs-site/src/css/custom.css',
    'marketing/app/styles/site.css',
    'marketing/app/features/integrations/x.ts',
    'e2e/tests/fixtures.ts',
  ]);
  expect(everything.length).toBeGreaterThan(10);
  for (const spec of everything) expect(existsSync(join(ROOT, spec)), spec).toBe(true);
});
