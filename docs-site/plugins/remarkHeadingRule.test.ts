import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkHeadingRule from './remarkHeadingRule';

function check(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkHeadingRule);
  const file = new VFile({ path: '/site/docs-site/docs/billing/plans.md', value: markdown });
  return processor.run(processor.parse(file), file);
}

describe('remarkHeadingRule', () => {
  it('accepts an h3 under an h2', async () => {
    await expect(check('## Plans {#plans}\n\n### Prices {#prices}\n')).resolves.toBeDefined();
  });

  it('fails, naming the file, on an h3 with no h2 before it', async () => {
    await expect(check('Intro\n\n### Prices {#prices}\n\n## Plans {#plans}\n')).rejects.toThrow(
      'docs/billing/plans.md: the h3 "Prices" comes before any h2',
    );
  });
});
