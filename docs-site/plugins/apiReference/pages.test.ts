import { capability, findProductContradictions, plansText } from '@web/shared';
import { describe, expect, it } from 'vitest';
import { exampleProblems } from './docsExamples';
import { kebab } from './examples';
import { fieldId, fieldsOf, headingIds, referenceCounts, referencePages } from './pages';
import { loadSpec, operations, type OpenApiDocument } from './spec';

const spec = loadSpec();
const pages = referencePages(spec);
const page = (file: string) => pages.find((candidate) => candidate.file === file)?.text ?? '';
const markdown = pages.filter((candidate) => candidate.file.endsWith('.md'));

describe('the generated API reference', () => {
  it('has an overview, one page per resource and the webhook event catalogue', () => {
    expect(markdown.map((candidate) => candidate.file).sort()).toEqual(
      ['index.md', 'webhook-events.md', ...spec.tags.map((tag) => `${tag['x-slug']}.md`)].sort(),
    );
  });

  it('gives every operation a section on its resource page, anchored at its operationId', () => {
    for (const entry of operations(spec)) {
      const tag = spec.tags.find((candidate) => candidate.name === entry.operation.tags?.[0])!;
      const text = page(`${tag['x-slug']}.md`);
      expect(text, entry.operation.operationId).toContain(
        `## ${entry.operation.summary} {#${kebab(entry.operation.operationId)}}`,
      );
    }
  });

  it('shows curl, Node.js and the response for every operation', () => {
    const count = (pattern: RegExp) =>
      markdown.reduce((sum, { text }) => sum + (text.match(pattern)?.length ?? 0), 0);
    const total = operations(spec).length;
    expect(count(/^```bash title="curl"$/gm)).toBe(total);
    expect(count(/^```js title="Node.js"$/gm)).toBe(total);
    expect(count(/^\*\*Response \d{3}:\*\*/gm)).toBe(total);
  });

  it('anchors every field of every object at its schema and path', () => {
    for (const [name, schema] of Object.entries(spec.components.schemas).filter(
      ([, candidate]) => candidate['x-resource'],
    )) {
      const tag = spec.tags.find((candidate) => candidate.name === schema['x-resource'])!;
      const ids = headingIds(page(`${tag['x-slug']}.md`));
      for (const field of fieldsOf(spec, schema))
        expect(ids, `${name}.${field.path.join('.')}`).toContain(fieldId(name, field.path));
    }
    expect(fieldId('Invoice', ['lines[]', 'unit_price'])).toBe('invoice-lines-unit-price');
  });

  it('writes every heading with an explicit kebab-case id, none twice on a page', () => {
    for (const { file, text } of markdown) {
      const headings = text.match(/^#{2,6} .*$/gm) ?? [];
      const ids = headingIds(text);
      expect(ids.length, file).toBe(headings.length);
      expect(
        ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)),
        file,
      ).toEqual([]);
      expect(new Set(ids).size, file).toBe(ids.length);
    }
  });

  it('has an entry for every webhook event: when it fires and a sample that validates', () => {
    const text = page('webhook-events.md');
    for (const [type, { post }] of Object.entries(spec.webhooks)) {
      expect(text).toContain(`## ${type} {#${kebab(type)}}`);
      expect(text).toContain(`**Fires when:** ${post.summary}.`);
    }
    expect(text).toContain('{#verify-signature}');
    expect(text).toContain('{#retries}');
  });

  const check = exampleProblems(spec);
  it.each(markdown.map(({ file }) => file))(
    'validates every example on %s (requests, responses, objects, events) against the file',
    (file) => {
      expect(check(file, page(file))).toEqual([]);
    },
  );

  it('says on a plan-gated operation which plans include it, in the product model words', () => {
    expect(page('accounts.md')).toContain(
      `**Plan:** ${capability('cards').name.en}: ${plansText('cards', 'en')}.`,
    );
    expect(page('exports.md')).toContain(
      `\`deferred_revenue\` needs ${capability('revrec').name.en}: ${plansText('revrec', 'en')}.`,
    );
  });

  it('says nothing the product model contradicts', () => {
    expect(
      markdown.flatMap(({ file, text }) =>
        findProductContradictions(text).map((found) => `${file}:${found.line}: ${found.reason}`),
      ),
    ).toEqual([]);
  });

  it('counts what it documents', () => {
    const counts = referenceCounts(spec);
    expect(counts.operations).toBe(operations(spec).length);
    expect(counts.events).toBe(Object.keys(spec.webhooks).length);
    expect(counts.fields).toBeGreaterThan(100);
    expect(page('index.md')).toContain(
      `${counts.operations} operations on ${counts.resources} resources, ${counts.fields} fields and ${counts.events} webhook events`,
    );
  });

  it('refuses a capability the product model does not have, and two headings with one id', () => {
    const planted = structuredClone(spec) as OpenApiDocument;
    planted.paths['/exports']!.post!['x-capability'] = 'teleportation';
    expect(() => referencePages(planted)).toThrow(/teleportation/);
    const twice = structuredClone(spec) as OpenApiDocument;
    twice.paths['/exports']!.post!.operationId = 'getExport';
    expect(() => referencePages(twice)).toThrow(/get-export/);
  });
});
