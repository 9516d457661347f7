import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFileInfo, contentPagePaths } from './files';
import { listContentFiles } from './listContentFiles';

describe('contentFileInfo', () => {
  it.each([
    ['index.mdx', '/', 'en'],
    ['index.da.mdx', '/', 'da'],
    ['features/billing.mdx', '/features/billing', 'en'],
    ['features/billing.nb.mdx', '/features/billing', 'nb'],
    ['features/billing/self-service.mdx', '/features/billing/self-service', 'en'],
    ['blog/index.mdx', '/blog', 'en'],
    ['features/ai.mdx', '/features/billvard-ai', 'en'],
  ])('%s is the %s page in %s', (file, path, language) => {
    expect(contentFileInfo(file)).toEqual({ file, path, language });
  });

  it.each(['features/billing.sv.mdx', 'notes.md', 'x.de.mdx'])('refuses %s', (file) => {
    expect(contentFileInfo(file)).toBeNull();
  });
});

describe('the content folder', () => {
  const files = listContentFiles(join(import.meta.dirname, '..', '..', 'content'));

  it('has an English text for every translated one', () => {
    const english = new Set(contentPagePaths(files));
    for (const entry of files) expect(english.has(entry.path), entry.file).toBe(true);
  });

  it('publishes each path once', () => {
    const paths = contentPagePaths(files);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
