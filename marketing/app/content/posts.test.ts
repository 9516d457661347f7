import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const folder = join(import.meta.dirname, '..', '..', 'content', 'blog');
const posts = readdirSync(folder).filter((name) => name.endsWith('.mdx') && !name.startsWith('index.'));

/** A statutory figure or date quoted from the data: the post must say where the rule comes from. */
const STATUTORY_TOKEN = /%(?:DATE|STATUTE|FACT):/;

/** Whether a post that states a rule lists the sources of it. */
function missesSources(text: string): boolean {
  const [, yaml = ''] = /^---\n([\s\S]*?)\n---\n/.exec(text) ?? [];
  const sources = (parse(yaml) as { sources?: unknown[] }).sources ?? [];
  return STATUTORY_TOKEN.test(text) && sources.length === 0;
}

describe('blog posts', () => {
  it('number at least ten in each of English, Danish and Norwegian', () => {
    for (const pattern of [/^[a-z0-9-]+\.mdx$/, /\.da\.mdx$/, /\.nb\.mdx$/]) {
      expect(posts.filter((name) => pattern.test(name)).length).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(posts)('%s lists its sources when it quotes a statutory date or figure', (name) => {
    expect(missesSources(readFileSync(join(folder, name), 'utf8'))).toBe(false);
  });

  it('the check catches a post that quotes a rule without sources', () => {
    expect(missesSources('---\ntitle: T\n---\n\nFrom %DATE:deReceive% every business must.')).toBe(true);
    expect(
      missesSources('---\ntitle: T\nsources:\n  - label: L\n    url: https://x.y\n---\n\n%DATE:deReceive%'),
    ).toBe(false);
  });
});
