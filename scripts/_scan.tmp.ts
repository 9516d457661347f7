import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findHandTypedFigures } from '../shared/src/content/handTypedFigures.ts';
for (const root of ['/work/wt-facts/marketing/content', '/work/wt-facts/docs-site/docs']) {
  for (const f of readdirSync(root, { recursive: true }) as string[]) {
    if (!/\.mdx?$/.test(f)) continue;
    for (const h of findHandTypedFigures(readFileSync(join(root, f), 'utf8'))) console.log(`${root.split('/').pop()}/${f}:${h.line} ${h.fact} "${h.text}"`);
  }
}
