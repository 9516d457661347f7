import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { capability, type CapabilityId, findHandTypedFigures, isCapabilityId, PLAN_ORDER } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { exampleProblems } from './docsExamples';
import { loadSpec, operations, resolve, type Schema, SPEC_FILE } from './spec';

const spec = loadSpec();
const docsExampleProblems = exampleProblems(spec);
const problems = (schema: Schema, value: unknown, where: string) =>
  docsExampleProblems.against(schema, value, where);
const API_DOCS = join(import.meta.dirname, '..', '..', 'docs', 'api');
const read = (file: string) => readFileSync(join(API_DOCS, file), 'utf8');
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const DOCS_PAGES = ['guide.md', 'index.mdx', 'integration-flow.mdx', 'changelog.md', 'webhooks.md'];

describe('the OpenAPI file', () => {
  it('is a valid OpenAPI 3.1 document to a maintained validator', async () => {
    expect(spec.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(spec) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    // The validator compiles the OpenAPI 3.1 schema first: about 3 s on two busy cores.
  }, 20_000);

  it('holds no text that YAML cut short (a comma in an unquoted flow-mapping value starts a new key)', () => {
    const cut: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) return value.forEach((inner, index) => visit(inner, `${path}/${index}`));
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if (/\s/.test(key) && inner === null) cut.push(`${path}: "${key}"`);
        visit(inner, `${path}/${key}`);
      }
    };
    visit(spec, '');
    expect(cut).toEqual([]);
  });

  it('gives every operation a unique operationId, a tag that has a page, a summary and a 2xx answer', () => {
    const ids = operations(spec).map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(spec.tags.map((tag) => tag.name));
    for (const { operation } of operations(spec)) {
      expect(
        operation.tags?.every((tag) => tags.has(tag)),
        operation.operationId,
      ).toBe(true);
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(
        Object.keys(operation.responses).some((code) => /^2/.test(code)),
        operation.operationId,
      ).toBe(true);
    }
  });

  it('holds an example for every object that validates against the object', () => {
    const objects = Object.entries(spec.components.schemas).filter(([, schema]) => schema['x-resource']);
    expect(objects.length).toBeGreaterThan(12);
    for (const [name, schema] of objects) {
      expect(schema.examples?.length, name).toBeGreaterThan(0);
      expect(problems(ref(name), schema.examples![0], name)).toEqual([]);
    }
  });

  it('validates the request examples it gives against their own schemas', () => {
    const found = operations(spec).flatMap((entry) => {
      const body = entry.operation.requestBody && resolve(spec, entry.operation.requestBody);
      const media = body?.content['application/json'];
      if (!media?.schema) return [];
      if (media.example === undefined) return [`${entry.operation.operationId}: no request example`];
      return problems(media.schema, media.example, entry.operation.operationId);
    });
    expect(found).toEqual([]);
  });

  it('covers every resource the API overview lists', () => {
    const listed = [...read('index.mdx').matchAll(/^\| [^|]+ \| `(\/v1\/[a-z-]+)` \|/gm)].map(
      (match) => match[1]!,
    );
    expect(listed.length).toBeGreaterThan(5);
    const paths = Object.keys(spec.paths).map((path) => `/v1${path}`);
    expect(listed.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('has one API version for each dated entry of the API changelog, the newest as its own version', () => {
    const dated = [...read('changelog.md').matchAll(/^## (\d{4}-\d{2}-\d{2}) \{#/gm)].map(
      (match) => match[1]!,
    );
    const versions = resolve(spec, ref('ApiVersion')).enum as string[];
    expect([...versions].sort()).toEqual([...dated].sort());
    expect(spec.info.version).toBe([...dated].sort().at(-1));
  });

  it('lists the same webhook events, with the same moment each fires, as the webhook events page', () => {
    const catalogue = read('webhooks.md').split('## Event catalogue')[1]?.split('\n## ')[0] ?? '';
    const rows = [...catalogue.matchAll(/^\| `([a-z_]+\.[a-z_]+)` \| (.+?) \| [^|]+ \|$/gm)].map(
      (match) => [match[1]!, match[2]!] as const,
    );
    const fromFile = Object.entries(spec.webhooks).map(([type, { post }]) => [type, post.summary] as const);
    expect(rows).toEqual(fromFile);
    expect(resolve(spec, ref('EventType')).enum).toEqual(Object.keys(spec.webhooks));
  });

  it('types no price, allowance or statutory figure by hand (they are tokens, filled from data)', () => {
    expect(findHandTypedFigures(readFileSync(SPEC_FILE, 'utf8'))).toEqual([]);
  });

  it('names only capabilities of the product model, and gates what the model puts on a plan', () => {
    const named: string[] = [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'x-capability') named.push(inner as string);
        if (key === 'x-enum-capabilities') named.push(...Object.values(inner as Record<string, string>));
        visit(inner);
      }
    };
    visit(spec);
    expect(named.filter((id) => !isCapabilityId(id))).toEqual([]);
    // What the API offers that the model does not give every plan says so where it is offered.
    const gated = (id: CapabilityId) => capability(id).plans.length < PLAN_ORDER.length;
    expect(gated('cards') && resolve(spec, ref('PaymentMethod'))['x-enum-capabilities']?.card).toBe('cards');
    expect(spec.paths['/accounts/{account_id}/card-sessions']?.post?.['x-capability']).toBe('cards');
    expect(gated('revrec') && resolve(spec, ref('ExportType'))['x-enum-capabilities']?.deferred_revenue).toBe(
      'revrec',
    );
    expect(resolve(spec, ref('PaymentMethod'))['x-enum-capabilities']?.direct_debit).toBe('directDebit');
  });
});

describe('every API example in the docs', () => {
  it.each(DOCS_PAGES)('in api/%s validates against the OpenAPI file', (file) => {
    expect(docsExampleProblems(file, read(file))).toEqual([]);
  });

  it('fails on an example the file would reject (a misspelt field, a wrong type, an unknown filter)', () => {
    const planted = [
      '```bash title="Request"',
      'curl "https://api.billvard.com/v1/invoices?status=late" \\',
      '  -H "Api-Version: 2026-10-01"',
      '```',
      '```json title="invoice.paid"',
      '{ "id": "evt_1", "type": "invoice.paid", "data": { "object": { "id": "inv_1", "vat": "1.00" } } }',
      '```',
      '```bash title="Request"',
      'curl https://api.billvard.com/v1/subscriptions \\',
      '  -H "Api-Version: 2026-10-01" \\',
      `  -d '{ "account_id": "acc_1", "start_date": "2026-04-01", "items": [ { "plan_id": "pln_1", "quantity": 1.5 } ] }'`,
      '```',
    ].join('\n');
    const found = docsExampleProblems('planted.md', planted);
    expect(found.some((line) => line.includes('?status'))).toBe(true);
    expect(
      found.some((line) => line.includes('invoice.paid') && line.includes('additional properties')),
    ).toBe(true);
    expect(found.some((line) => line.includes('body') && line.includes('quantity'))).toBe(true);
  });
});
