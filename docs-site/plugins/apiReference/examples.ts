/**
 * Examples for the reference: a schema's own `examples` where it has one, otherwise a value
 * built from its type, and the curl and Node.js calls of an operation. Every example the
 * reference shows is validated against its schema by the unit tests (examples.test.ts).
 */
import { API_BASE_URL, type OpenApiDocument, type OperationEntry, resolve, type Schema } from './spec';

/** The example ids the file's objects use, by prefix (`acc` gives `acc_7Hq2LmX`). */
const idsBySpec = new WeakMap<OpenApiDocument, Map<string, string>>();

export function exampleIds(spec: OpenApiDocument): Map<string, string> {
  const known = idsBySpec.get(spec);
  if (known) return known;
  const ids = new Map<string, string>();
  idsBySpec.set(spec, ids);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'id' && typeof inner === 'string' && /^[a-z]+_/.test(inner)) {
        const prefix = inner.slice(0, inner.indexOf('_'));
        if (!ids.has(prefix)) ids.set(prefix, inner);
      }
      visit(inner);
    }
  };
  for (const schema of Object.values(spec.components.schemas)) visit(schema.examples?.[0]);
  return ids;
}

/** The id prefix a pattern such as `^acc_[A-Za-z0-9]+$` asks for. */
function idPrefix(pattern: string | undefined): string | undefined {
  return pattern ? /^\^([a-z]+)_/.exec(pattern)?.[1] : undefined;
}

const FORMAT_EXAMPLES: Record<string, unknown> = {
  date: '2026-04-01',
  'date-time': '2026-04-01T08:00:00Z',
  email: 'faktura@fjordlys.example',
  uri: 'https://example.com/',
};

/** A value that the schema accepts, as the reference shows it. */
export function exampleOf(spec: OpenApiDocument, node: Schema, depth = 0): unknown {
  const schema = resolve(spec, node);
  if (schema.examples?.length) return schema.examples[0];
  if (depth > 8) return null;
  if (schema.oneOf?.length) return exampleOf(spec, schema.oneOf[0]!, depth + 1);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== 'null');
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(spec, value, depth + 1)]),
    );
  }
  if (type === 'array') return schema.items ? [exampleOf(spec, schema.items, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'string') {
    const prefix = idPrefix(schema.pattern);
    if (prefix) return exampleIds(spec).get(prefix) ?? `${prefix}_7Hq2LmX`;
    if (schema.format && schema.format in FORMAT_EXAMPLES) return FORMAT_EXAMPLES[schema.format];
    return 'text';
  }
  return null;
}

/** The JSON body an operation sends, if it sends one. */
export function requestExample(spec: OpenApiDocument, entry: OperationEntry): unknown {
  const body = entry.operation.requestBody && resolve(spec, entry.operation.requestBody);
  const media = body?.content['application/json'];
  if (!media) return undefined;
  return media.example ?? (media.schema ? exampleOf(spec, media.schema) : undefined);
}

/** The first 2xx status an operation answers with, and what it returns. */
export function successResponse(
  spec: OpenApiDocument,
  entry: OperationEntry,
): { status: string; description: string; mediaType?: string; schema?: Schema; example?: unknown } {
  const [status, node] = Object.entries(entry.operation.responses).find(([code]) => /^2/.test(code)) ?? [];
  if (!status || !node) throw new Error(`openapi.yaml: ${entry.operation.operationId} has no 2xx response`);
  const response = resolve(spec, node);
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!media) return { status, description: response.description };
  const example =
    mediaType === 'application/json'
      ? (media.example ?? (media.schema ? exampleOf(spec, media.schema) : undefined))
      : undefined;
  return { status, description: response.description, mediaType, schema: media.schema, example };
}

/** The URL of an operation with example ids in its path and, for a list, a page size. */
function exampleUrl(spec: OpenApiDocument, entry: OperationEntry): string {
  const path = entry.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const parameter = entry.parameters.find(
      (candidate) => candidate.name === name && candidate.in === 'path',
    );
    if (!parameter) throw new Error(`openapi.yaml: ${entry.path} has no parameter ${name}`);
    return String(exampleOf(spec, parameter.schema));
  });
  const paged = entry.parameters.some((parameter) => parameter.name === 'limit');
  return `${API_BASE_URL}${path}${paged ? '?limit=10' : ''}`;
}

/** The request headers an example sends, in the order the docs' guide writes them. */
function exampleHeaders(spec: OpenApiDocument, entry: OperationEntry, hasBody: boolean): [string, string][] {
  const headers: [string, string][] = [['Api-Version', spec.info.version]];
  if (hasBody) headers.push(['Content-Type', 'application/json']);
  if (entry.parameters.some((parameter) => parameter.name === 'Idempotency-Key')) {
    headers.push(['Idempotency-Key', `${kebab(entry.operation.operationId)}-4711`]);
  }
  return headers;
}

/** `createCreditNote` as `create-credit-note`: the operation's anchor. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_.\s]+/g, '-')
    .toLowerCase();
}

/** The operation as a curl command. */
export function curlExample(spec: OpenApiDocument, entry: OperationEntry): string {
  const body = requestExample(spec, entry);
  const url = exampleUrl(spec, entry);
  const quoted = url.includes('?') ? `"${url}"` : url;
  // curl posts when it has a body; every other method (and a post without one) is named.
  const method =
    entry.method === 'get' || (entry.method === 'post' && body !== undefined)
      ? ''
      : ` -X ${entry.method.toUpperCase()}`;
  const lines = [`curl${method} ${quoted}`, '  -H "Authorization: Bearer $API_KEY"'];
  for (const [name, value] of exampleHeaders(spec, entry, body !== undefined))
    lines.push(`  -H "${name}: ${value}"`);
  if (body !== undefined) lines.push(`  -d '${indent(JSON.stringify(body, null, 2), '  ')}'`);
  if (successResponse(spec, entry).mediaType === 'application/pdf') lines.push('  -o invoice.pdf');
  return lines.join(' \\\n');
}

/** The operation with Node.js's own `fetch` (Node 18 or later), no library needed. */
export function nodeExample(spec: OpenApiDocument, entry: OperationEntry): string {
  const body = requestExample(spec, entry);
  const success = successResponse(spec, entry);
  const headers = [
    '    Authorization: `Bearer ${process.env.API_KEY}`,',
    ...exampleHeaders(spec, entry, body !== undefined).map(
      ([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
    ),
  ];
  const lines = [
    `const response = await fetch(${JSON.stringify(exampleUrl(spec, entry))}, {`,
    `  method: ${JSON.stringify(entry.method.toUpperCase())},`,
    '  headers: {',
    ...headers,
    '  },',
  ];
  if (body !== undefined)
    lines.push(`  body: JSON.stringify(${indent(JSON.stringify(body, null, 2), '  ')}),`);
  lines.push('});');
  lines.push('if (!response.ok) throw new Error(`API error ${response.status}: ${await response.text()}`);');
  if (success.mediaType === 'application/json') lines.push('const result = await response.json();');
  else if (success.mediaType) lines.push('const file = Buffer.from(await response.arrayBuffer());');
  return lines.join('\n');
}

function indent(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}
