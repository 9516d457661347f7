import { join } from 'node:path';
import { INTEGRATIONS } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { listContentFiles } from './listContentFiles';

const files = listContentFiles(join(import.meta.dirname, '..', '..', 'content'));
const pagePaths = (language: string) =>
  files
    .filter((file) => file.language === language && /^\/integrations\/[^/]+$/.test(file.path))
    .map((file) => file.path)
    .sort();

describe('integration pages', () => {
  it('exist for every entry of the integration data, and for nothing else', () => {
    expect(pagePaths('en')).toEqual(INTEGRATIONS.map((integration) => integration.link).sort());
  });

  it.each(['da', 'nb'])('in %s, only for entries of the integration data', (language) => {
    const known = new Set(INTEGRATIONS.map((integration) => integration.link));
    for (const path of pagePaths(language)) expect(known.has(path), path).toBe(true);
  });
});
