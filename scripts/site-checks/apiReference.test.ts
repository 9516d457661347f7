import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadSpec } from '../../docs-site/plugins/apiReference/spec';
import { DIST, readDist, requireDist } from './dist';

beforeAll(requireDist);

const spec = loadSpec();
const PAGES = ['index', 'webhook-events', ...spec.tags.map((tag) => tag['x-slug'])];
const file = (slug: string) =>
  slug === 'index' ? 'docs/api/reference.html' : `docs/api/reference/${slug}.html`;

describe('the built API reference', () => {
  it('publishes the overview, every resource page and the webhook event catalogue', () => {
    expect(PAGES.filter((slug) => !existsSync(join(DIST, file(slug))))).toEqual([]);
  });

  it('publishes the OpenAPI file as JSON and YAML, the same document, linked from the overview', () => {
    const json = JSON.parse(readDist('docs/api/openapi.json')) as {
      openapi: string;
      info: { version: string };
    };
    const yaml = parseYaml(readDist('docs/api/openapi.yaml'), { maxAliasCount: -1 }) as unknown;
    expect(json.openapi).toBe('3.1.0');
    expect(yaml).toEqual(json);
    expect(readDist(file('index'))).toMatch(/href="?\/docs\/api\/openapi\.json/);
  });

  it('renders each page as a docs page: sidebar, breadcrumbs, contents, and no framework script', () => {
    for (const slug of PAGES) {
      const html = readDist(file(slug));
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], slug).toMatch(/\| Docs$/);
      expect(html, slug).toContain('theme-doc-sidebar-container');
      expect(html, slug).toContain('theme-doc-breadcrumbs');
      expect(html, slug).toContain('table-of-contents');
      expect(html, slug).not.toMatch(/\/docs\/assets\/js\//);
      // Pagefind indexes what this marks (scripts/build-steps/searchIndex.ts).
      expect(html, slug).toMatch(/data-pagefind-body/);
    }
  });

  it('keeps an anchor for an operation and for a field, with the curl and Node.js examples', () => {
    const html = readDist(file('invoices'));
    for (const id of ['list-invoices', 'create-invoice', 'invoice-object', 'invoice-lines-unit-price']) {
      expect(html, id).toMatch(new RegExp(`id="?${id}[" >]`));
    }
    expect(html).toContain('curl');
    expect(html).toContain('Node.js');
  });
});
