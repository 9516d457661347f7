/**
 * The API reference as docs pages, written from the OpenAPI file at build
 * (docs/decisions/2026-11-27-api-reference.md): an overview, one page per resource (a tag of the
 * file) and the webhook event catalogue, as CommonMark `.md` files that Docusaurus renders like
 * every other docs page (sidebar, breadcrumbs, table of contents, no client script). Every
 * heading carries an explicit id derived from the operationId, the schema's name and the field's
 * path, so links to an operation or a field stay put when the wording changes.
 */
import {
  type CapabilityId,
  capability,
  countryName,
  GENERATED_DOCS_FOLDER,
  isCapabilityId,
  plansText,
} from '@web/shared';
import { curlExample, exampleOf, kebab, nodeExample, successResponse } from './examples';
import {
  API_BASE_URL,
  type OpenApiDocument,
  type Operation,
  type OperationEntry,
  operations,
  refName,
  resolve,
  type Schema,
  type Tag,
} from './spec';

/** Where the pages live: api/reference under the docs folder (git-ignored), served at /docs/api/reference/. */
export const REFERENCE_FOLDER = GENERATED_DOCS_FOLDER;

/** The published copies of the file, under the docs' static folder (/docs/api/openapi.json). */
export const PUBLISHED_SPEC = { json: 'api/openapi.json', yaml: 'api/openapi.yaml' } as const;

export interface ReferencePage {
  /** The file name inside the reference folder. */
  file: string;
  text: string;
}

/** What the reference documents, for the record and the tests. */
export interface ReferenceCounts {
  operations: number;
  events: number;
  fields: number;
  resources: number;
}

/** What a capability needs, in words from the product model: its plans, and its countries when not all. */
export function capabilityNote(id: string): string {
  if (!isCapabilityId(id)) throw new Error(`openapi.yaml: x-capability "${id}" is not in the product model`);
  const entry = capability(id as CapabilityId);
  const parts = [`${entry.name.en}: ${plansText(id as CapabilityId, 'en')}`];
  if (entry.countries.length < 5) {
    const names = entry.countries.map((country) => countryName(country));
    parts.push(`for ${listText(names)} only`);
  }
  return parts.join(', ');
}

/** `A, B and C`. */
function listText(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A fenced code block with a title, as one piece of text. */
function fence(language: string, title: string, code: string): string {
  return `\`\`\`${language} title="${title}"\n${code}\n\`\`\``;
}

/** Table cell text: one line, pipes escaped. */
function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A schema's type in words: `string (date)`, `array of string`, `integer or null`. */
export function typeText(spec: OpenApiDocument, node: Schema): string {
  const schema = resolve(spec, node);
  if (schema.oneOf)
    return schema.oneOf.map((option) => refName(option) ?? typeText(spec, option)).join(' or ');
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object']).filter(
    Boolean,
  ) as string[];
  const main = types.filter((type) => type !== 'null');
  let text = main
    .map((type) => {
      if (type === 'array' && schema.items) {
        const item = refName(schema.items);
        const resolved = resolve(spec, schema.items);
        const named = item && spec.components.schemas[item]?.['x-resource'] ? splitName(item) : 'objects';
        return `array of ${resolved.properties ? named : typeText(spec, schema.items)}`;
      }
      if (type === 'string' && schema.format) return `string (${schema.format})`;
      if (type === 'string' && /^\^-\?\[0-9\]\+\\\.\[0-9\]\{2\}\$$/.test(schema.pattern ?? ''))
        return 'string (amount)';
      return type;
    })
    .join(' or ');
  if (types.includes('null')) text += ' or null';
  return text;
}

/** `CreditNote` as `credit note`. */
function splitName(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** `The credit note object`, from the schema's name. */
function objectTitle(name: string): string {
  return /Object$/.test(name) ? `The ${splitName(name)}` : `The ${splitName(name)} object`;
}

/** The anchor of an object's section: `invoice-object`, `catalogue-object`. */
function objectId(name: string): string {
  return /Object$/.test(name) ? kebab(name) : `${kebab(name)}-object`;
}

/** A field's anchor: the schema's name and the field's path, `invoice-lines-unit-price`. */
export function fieldId(schemaName: string, path: string[]): string {
  return [kebab(schemaName), ...path.map((part) => kebab(part.replace(/\[\]$/, '')))].join('-');
}

/** The sentence listing a field's allowed values, with the plan each gated value needs. */
function enumText(schema: Schema): string {
  const values = (schema.enum ?? []).filter((value) => value !== null);
  if (!values.length) return '';
  const gated = schema['x-enum-capabilities'] ?? {};
  const listed = values.map((value) => `\`${String(value)}\``).join(', ');
  const notes = Object.entries(gated).map(([value, id]) => `\`${value}\` needs ${capabilityNote(id)}.`);
  return [`One of ${listed}.`, ...notes].join(' ');
}

interface FieldLine {
  path: string[];
  schema: Schema;
}

/** Every field of an object schema, nested objects and arrays of objects included, in order. */
export function fieldsOf(spec: OpenApiDocument, node: Schema, path: string[] = [], depth = 0): FieldLine[] {
  const schema = resolve(spec, node);
  if (depth > 4) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const resolved = resolve(spec, property);
    const here: FieldLine = { path: [...path, name], schema: property };
    if (resolved.oneOf) return [here];
    const itemObject =
      resolved.items && resolve(spec, resolved.items).properties ? resolved.items : undefined;
    if (itemObject) return [here, ...fieldsOf(spec, itemObject, [...path, `${name}[]`], depth + 1)];
    if (resolved.properties) return [here, ...fieldsOf(spec, resolved, [...path, name], depth + 1)];
    return [here];
  });
}

/** One field: a heading with its anchor, its type and what it holds. */
function fieldSection(spec: OpenApiDocument, schemaName: string, field: FieldLine): string {
  const schema = resolve(spec, field.schema);
  const traits = [`*${typeText(spec, field.schema)}*`];
  if (schema.readOnly) traits.push('read-only');
  const text = [schema.description, enumText(schema)].filter(Boolean).join(' ');
  return [
    // Plain text, not inline code: the Markdown twin and its heading check read headings without code.
    `### ${field.path.join('.')} {#${fieldId(schemaName, field.path)}}`,
    '',
    `${traits.join(', ')}${text ? `. ${text}` : ''}`,
  ].join('\n');
}

/** An object's section: its description, a full example, and a heading per field. */
function objectSection(spec: OpenApiDocument, name: string): string {
  const schema = spec.components.schemas[name]!;
  return [
    `## ${objectTitle(name)} {#${objectId(name)}}`,
    '',
    schema.description ?? '',
    '',
    fence('json', splitName(name), JSON.stringify(exampleOf(spec, schema), null, 2)),
    '',
    ...fieldsOf(spec, schema).map((field) => `${fieldSection(spec, name, field)}\n`),
  ].join('\n');
}

/** The parameters table of an operation (path, query and header), or nothing. */
function parametersTable(spec: OpenApiDocument, entry: OperationEntry): string {
  // Api-Version goes with every operation: the overview's versions section describes it once.
  const shown = entry.parameters.filter((parameter) => parameter.name !== 'Api-Version');
  if (!shown.length) return '';
  const rows = shown.map((parameter) => {
    const schema = resolve(spec, parameter.schema);
    // Three columns, so the table still reads on a phone: where it goes sits with the type.
    const where = `${parameter.in}${parameter.required ? ', required' : ''}`;
    const values = schema.items ? enumText(resolve(spec, schema.items)) : enumText(schema);
    const description = [parameter.description, values].filter(Boolean).join(' ');
    return `| \`${parameter.name}\` | ${cell(typeText(spec, parameter.schema))}, ${where} | ${cell(description)} |`;
  });
  return ['| Parameter | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The request body's fields, each linking to the object's field where the object has one. */
function bodyTable(spec: OpenApiDocument, entry: OperationEntry, objectNames: string[]): string {
  const body = entry.operation.requestBody && resolve(spec, entry.operation.requestBody);
  const schema = body?.content['application/json']?.schema;
  if (!schema) return '';
  // Nested fields (`lines[].quantity`) get a row of their own, required as their own object says.
  const rows = fieldsOf(spec, schema).map(({ path, schema: property }) => {
    const name = path.join('.');
    const field = resolve(spec, property);
    const parent = parentSchema(spec, schema, path);
    const required = (parent.required ?? []).includes(path.at(-1)!);
    const owner = objectNames.find((object) => hasField(spec, object, path));
    const label = owner ? `[\`${name}\`](#${fieldId(owner, path)})` : `\`${name}\``;
    const ownerField = owner ? fieldSchema(spec, spec.components.schemas[owner]!, path) : undefined;
    const description = [
      field.description ?? ownerField?.description,
      enumText(field.items ? resolve(spec, field.items) : field),
    ]
      .filter(Boolean)
      .join(' ');
    return `| ${label} | ${cell(typeText(spec, property))}, ${required ? 'required' : 'optional'} | ${cell(description)} |`;
  });
  return ['| Request body field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The object schema a field path's last part belongs to. */
function parentSchema(spec: OpenApiDocument, root: Schema, path: string[]): Schema {
  let current = resolve(spec, root);
  for (const part of path.slice(0, -1)) {
    const next = resolve(spec, current.properties?.[part.replace(/\[\]$/, '')] ?? {});
    current = part.endsWith('[]') && next.items ? resolve(spec, next.items) : next;
  }
  return current;
}

/** The schema of a field path in an object, if the object has that field. */
function fieldSchema(spec: OpenApiDocument, root: Schema, path: string[]): Schema | undefined {
  const parent = parentSchema(spec, root, path);
  const last = parent.properties?.[path.at(-1)!];
  return last && resolve(spec, last);
}

function hasField(spec: OpenApiDocument, object: string, path: string[]): boolean {
  return fieldSchema(spec, spec.components.schemas[object]!, path) !== undefined;
}

/** The error statuses an operation may answer with, linked to what they mean. */
function errorsLine(entry: OperationEntry): string {
  const codes = Object.keys(entry.operation.responses).filter((code) => !/^2/.test(code));
  if (!codes.length) return '';
  return `**Errors:** ${codes.map((code) => `\`${code}\``).join(', ')}. What each means is under [errors](./index.md#errors).`;
}

/** What an operation needs from the product model, if it is gated. */
function capabilityLine(operation: Operation): string {
  const id = operation['x-capability'];
  return id ? `**Plan:** ${capabilityNote(id)}.` : '';
}

/** One operation: method and path, description, plan, parameters, body, examples and response. */
function operationSection(spec: OpenApiDocument, entry: OperationEntry, objectNames: string[]): string {
  const { operation } = entry;
  const success = successResponse(spec, entry);
  const returnedObject = success.schema && refName(success.schema);
  const objectLink =
    returnedObject && objectNames.includes(returnedObject)
      ? ` See [${objectTitle(returnedObject).toLowerCase()}](#${objectId(returnedObject)}).`
      : '';
  const parts = [
    `## ${operation.summary} {#${kebab(operation.operationId)}}`,
    '',
    `\`${entry.method.toUpperCase()} /v1${entry.path}\``,
    '',
    operation.description ?? '',
    capabilityLine(operation),
    parametersTable(spec, entry),
    bodyTable(spec, entry, objectNames),
    fence('bash', 'curl', curlExample(spec, entry)),
    fence('js', 'Node.js', nodeExample(spec, entry)),
    `**Response ${success.status}:** ${success.description}${objectLink}`,
  ];
  if (success.example !== undefined) {
    parts.push(fence('json', `Response ${success.status}`, JSON.stringify(success.example, null, 2)));
  }
  parts.push(errorsLine(entry));
  return parts.filter((part) => part !== '').join('\n\n');
}

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(
    ([key, value]) => `${key}: ${typeof value === 'number' ? value : JSON.stringify(value)}`,
  );
  return ['---', ...lines, '---', ''].join('\n');
}

/** The heading ids of a page, to prove them unique. */
export function headingIds(text: string): string[] {
  return [...text.matchAll(/^#{2,6} .* \{#([^}]+)\}$/gm)].map((match) => match[1]!);
}

/** The object schemas a resource page documents (`x-resource` names its tag). */
function resourceObjects(spec: OpenApiDocument, tag: Tag): string[] {
  return Object.entries(spec.components.schemas)
    .filter(([, schema]) => schema['x-resource'] === tag.name)
    .map(([name]) => name);
}

function resourcePage(spec: OpenApiDocument, tag: Tag, position: number): ReferencePage {
  const entries = operations(spec).filter((entry) => entry.operation.tags?.includes(tag.name));
  const objects = resourceObjects(spec, tag);
  const summary = [
    '| Operation | Request |',
    '| --- | --- |',
    ...entries.map(
      (entry) =>
        `| [${entry.operation.summary}](#${kebab(entry.operation.operationId)}) | \`${entry.method.toUpperCase()} /v1${entry.path}\` |`,
    ),
  ].join('\n');
  const text = [
    frontMatter({
      title: tag.name,
      description: `${tag.name} in the %BRAND% API: every operation with curl and Node.js examples, and every field of the object it returns.`,
      sidebar_position: position,
      toc_max_heading_level: 2,
    }),
    tag.description,
    '',
    `Requests go to \`${API_BASE_URL}\` with an API key; authentication, versions, pagination and errors are on the [reference overview](./index.md). This page is generated from the [OpenAPI file](pathname:///docs/${PUBLISHED_SPEC.json}).`,
    '',
    summary,
    '',
    ...entries.map((entry) => `${operationSection(spec, entry, objects)}\n`),
    ...objects.map((name) => objectSection(spec, name)),
  ].join('\n');
  return { file: `${tag['x-slug']}.md`, text };
}

/** The catalogue of webhook events: when each fires, its payload and a sample delivery. */
function webhooksPage(spec: OpenApiDocument, position: number): ReferencePage {
  const events = Object.entries(spec.webhooks);
  const sections = events.map(([type, { post }]) => {
    const objectName = post['x-object'];
    if (!objectName) throw new Error(`openapi.yaml: webhook ${type} has no x-object`);
    const tag = spec.tags.find(
      (candidate) => candidate.name === spec.components.schemas[objectName]?.['x-resource'],
    );
    const link = tag
      ? `[${splitName(objectName)}](./${tag['x-slug']}.md#${objectId(objectName)})`
      : splitName(objectName);
    return [
      `## ${type} {#${kebab(type)}}`,
      '',
      `**Fires when:** ${post.summary}.`,
      '',
      `**Payload:** the [envelope](#envelope) with \`data.object\` the ${link}, as its own endpoint returns it.`,
      capabilityLine(post) ? `\n${capabilityLine(post)}` : '',
      '',
      fence('json', type, JSON.stringify(eventSample(spec, type), null, 2)),
      '',
    ].join('\n');
  });
  const envelope = fieldsOf(spec, spec.components.schemas.Event!).map(
    (field) =>
      `| \`${field.path.join('.')}\` | ${cell(typeText(spec, field.schema))} | ${cell(resolve(spec, field.schema).description)} |`,
  );
  const text = [
    frontMatter({
      title: 'Webhook event reference',
      description:
        'Every webhook event the %BRAND% API sends, when it fires, its payload and a sample delivery, with retries and signature checks.',
      sidebar_position: position,
      toc_max_heading_level: 2,
    }),
    `A webhook endpoint receives the event types it subscribes to, each as a POST with a JSON body. There are ${events.length} event types. Register an endpoint with [the webhook endpoints API](./webhook-endpoints.md#create-webhook-endpoint); read past events with [the events API](./events.md#list-events).`,
    '',
    '## The envelope {#envelope}',
    '',
    'Every delivery has the same envelope. `data.object` follows the API version set on the webhook endpoint.',
    '',
    '| Field | Type | What it holds |',
    '| --- | --- | --- |',
    ...envelope,
    '',
    '## Retries and order {#retries}',
    '',
    '- Answer with any 2xx status within 10 seconds, and do the real work afterwards, for example in a queue.',
    '- A delivery that gets no 2xx answer in time is retried with increasing delay for up to three days. After that the event is marked failed on the endpoint, and you can resend it from the application.',
    '- A retry has the same `id`: store the ids you have handled and ignore a repeat.',
    '- Events for one object are sent in the order they happened; deliveries for different objects can overtake each other. Compare `created_at`, or read the object from the API when order matters.',
    '',
    '## Verify the signature {#verify-signature}',
    '',
    "Each delivery carries a `Webhook-Signature` header: `t=` a Unix timestamp and `v1=` an HMAC-SHA256 of the timestamp, a full stop and the raw body, made with the endpoint's signing secret and written in hex. Check it on the raw body, before parsing, and refuse a timestamp older than five minutes:",
    '',
    '```js title="Verify a webhook signature (Node.js)"',
    'const crypto = require("crypto");',
    '',
    'function verify(rawBody, header, secret) {',
    '  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=")));',
    '  const expected = crypto',
    '    .createHmac("sha256", secret)',
    '    .update(`${parts.t}.${rawBody}`)',
    '    .digest("hex");',
    '  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;',
    '  return fresh && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));',
    '}',
    '```',
    '',
    ...sections,
  ].join('\n');
  return { file: 'webhook-events.md', text };
}

/** What a delivery of this event looks like: the envelope around the object's example. */
export function eventSample(spec: OpenApiDocument, type: string): Record<string, unknown> {
  const objectName = spec.webhooks[type]?.post['x-object'];
  if (!objectName) throw new Error(`openapi.yaml: no webhook ${type}`);
  const object = { ...(exampleOf(spec, spec.components.schemas[objectName]!) as Record<string, unknown>) };
  // The sample shows the object in the state the event leaves it in, where its status says so.
  const action = type.split('.')[1] ?? '';
  const statusAfter: Record<string, string> = { created: 'draft', cancelled: 'non_renewing' };
  const status = resolve(spec, spec.components.schemas[objectName]!.properties?.status ?? {});
  const wanted = objectName === 'Invoice' && action === 'created' ? 'draft' : (statusAfter[action] ?? action);
  if (status.enum?.includes(wanted)) object.status = wanted;
  const sample = exampleOf(spec, spec.components.schemas.Event!) as Record<string, unknown>;
  return { ...sample, type, data: { object } };
}

function overviewPage(spec: OpenApiDocument, tags: Tag[], counts: ReferenceCounts): ReferencePage {
  const versions = (resolve(spec, spec.components.schemas.ApiVersion!).enum ?? []) as string[];
  const errorTypes = resolve(spec, spec.components.schemas.Error!).properties!.error!.properties!.type!
    .enum as string[];
  const codes = Object.entries(spec.components.responses).flatMap(([name, response]) => {
    const status = ERROR_STATUS[name];
    if (!status) return [];
    const example = response.content?.['application/json']?.example as
      { error: { type: string } } | undefined;
    return [`| \`${status}\` | \`${example?.error.type ?? ''}\` | ${cell(response.description)} |`];
  });
  const headers = Object.entries(spec.components.headers).map(
    ([name, header]) => `| \`${HEADER_NAMES[name] ?? name}\` | ${cell(header.description)} |`,
  );
  const parameter = (name: string) => resolve(spec, spec.components.parameters[name]!);
  const text = [
    frontMatter({
      title: 'API reference',
      description:
        'Every endpoint, field and webhook event of the %BRAND% REST API, generated from its OpenAPI file, with curl and Node.js examples for each call.',
      sidebar_position: 1,
      toc_max_heading_level: 2,
    }),
    `${spec.info.description ?? ''} This reference documents ${counts.operations} operations on ${counts.resources} resources, ${counts.fields} fields and ${counts.events} webhook events. For a first integration, start with the [API guide](../guide.md).`,
    '',
    '## The OpenAPI file {#openapi-file}',
    '',
    `Every page of this reference is generated from one OpenAPI ${spec.openapi} file. Load it into your own tools, such as an API client, a mock server or a code generator: [openapi.json](pathname:///docs/${PUBLISHED_SPEC.json}) or [openapi.yaml](pathname:///docs/${PUBLISHED_SPEC.yaml}).`,
    '',
    '## Resources {#resources}',
    '',
    '| Resource | What it is |',
    '| --- | --- |',
    ...tags.map((tag) => `| [${tag.name}](./${tag['x-slug']}.md) | ${cell(tag.description)} |`),
    '| [Webhook events](./webhook-events.md) | Every event a webhook endpoint can receive, with a sample delivery. |',
    '',
    '## Authentication {#authentication}',
    '',
    `Send an API key as a Bearer token in the \`Authorization\` header. ${spec.components.securitySchemes.apiKey?.description ?? ''} Create keys as described in [general settings](../../organization/settings/general.mdx#api-keys).`,
    '',
    '## Versions {#versions}',
    '',
    `${parameter('ApiVersion').description} The versions are ${versions.map((version) => `[${version}](../changelog.md#${version})`).join(', ')}; this reference follows ${spec.info.version}.`,
    '',
    '## Pagination {#pagination}',
    '',
    `List operations return \`data\` and \`next_cursor\`. \`limit\`: ${parameter('Limit').description} \`cursor\`: ${parameter('Cursor').description} Stop when \`next_cursor\` is null.`,
    '',
    '## Idempotency {#idempotency}',
    '',
    `Operations that create something accept an \`Idempotency-Key\` header. ${parameter('IdempotencyKey').description}`,
    '',
    '## Rate limits and headers {#rate-limits}',
    '',
    'Every response carries these headers; a response with status 429 carries `Retry-After`.',
    '',
    '| Header | What it holds |',
    '| --- | --- |',
    ...headers,
    '',
    '## Errors {#errors}',
    '',
    `Errors use HTTP status codes and a JSON body with \`error.type\` (one of ${errorTypes.map((type) => `\`${type}\``).join(', ')}), \`error.message\`, \`error.field\` for a field that is wrong, and \`error.request_id\`. Quote the request id when you contact support.`,
    '',
    '| Status | Type | Meaning |',
    '| --- | --- | --- |',
    ...codes,
    '| `500`, `503` | `api_error` | An error on our side. Retry with backoff and check the status page. |',
    '',
  ].join('\n');
  return { file: 'index.md', text };
}

/** The status each shared error response is used for. */
const ERROR_STATUS: Record<string, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  Conflict: '409',
  Unprocessable: '422',
  TooManyRequests: '429',
};

/** The header each `components.headers` entry is sent as. */
const HEADER_NAMES: Record<string, string> = {
  RateLimitLimit: 'RateLimit-Limit',
  RateLimitRemaining: 'RateLimit-Remaining',
  RateLimitReset: 'RateLimit-Reset',
  RetryAfter: 'Retry-After',
  RequestId: 'Request-Id',
};

/** Counts of what the reference documents. */
export function referenceCounts(spec: OpenApiDocument): ReferenceCounts {
  const objects = spec.tags.flatMap((tag) => resourceObjects(spec, tag));
  return {
    operations: operations(spec).length,
    events: Object.keys(spec.webhooks).length,
    fields: objects.reduce((sum, name) => sum + fieldsOf(spec, spec.components.schemas[name]!).length, 0),
    resources: spec.tags.length,
  };
}

/** Every page of the reference, with the sidebar category that groups them. */
export function referencePages(spec: OpenApiDocument): ReferencePage[] {
  const counts = referenceCounts(spec);
  const pages = [
    overviewPage(spec, spec.tags, counts),
    ...spec.tags.map((tag, index) => resourcePage(spec, tag, index + 2)),
    webhooksPage(spec, spec.tags.length + 2),
  ];
  for (const page of pages) {
    const ids = headingIds(page.text);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length)
      throw new Error(`api reference ${page.file}: heading ids used twice: ${repeated.join(', ')}`);
  }
  const category = JSON.stringify({ label: 'API reference', position: 4 }, null, 2);
  return [...pages, { file: '_category_.json', text: `${category}\n` }];
}
