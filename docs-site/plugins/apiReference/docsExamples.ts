/**
 * The API examples the hand-written docs show (curl requests and JSON bodies in the API pages),
 * read so that a test can hold each of them against the OpenAPI file: an example that the file
 * would reject is a page that says something the API does not do.
 */
import {
  API_BASE_URL,
  type OpenApiDocument,
  type OperationEntry,
  operations,
  resolve,
  type Schema,
} from './spec';
import { errorLines, schemaValidator } from './validate';

/** One fenced code block of a page. */
export interface CodeBlock {
  language: string;
  title: string;
  code: string;
  line: number;
}

/** The fenced code blocks of a Markdown page, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const pattern = /^```(\w*)([^\n]*)\n([\s\S]*?)^```\s*$/gm;
  for (const match of markdown.matchAll(pattern)) {
    const title = /title="([^"]*)"/.exec(match[2] ?? '')?.[1] ?? '';
    const line = markdown.slice(0, match.index).split('\n').length;
    blocks.push({ language: match[1] ?? '', title, code: match[3] ?? '', line });
  }
  return blocks;
}

/** A curl command taken apart. */
export interface CurlCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
}

/** The curl command of a block (continuation lines joined), or undefined when it has none. */
export function parseCurl(code: string): CurlCall | undefined {
  const command = code.replace(/\\\n/g, ' ');
  const start = command.indexOf('curl ');
  if (start === -1) return undefined;
  const tokens = [...command.slice(start + 5).matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token === '-X') method = tokens[++index];
    else if (token === '-H') {
      const header = tokens[++index] ?? '';
      const colon = header.indexOf(':');
      headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (token === '-d' || token === '--data') body = tokens[++index];
    else if (/^https?:\/\//.test(token)) url = token;
  }
  if (!url) return undefined;
  return {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    url: new URL(url),
    headers,
    body: body === undefined ? undefined : JSON.parse(body),
  };
}

const operationsBySpec = new WeakMap<OpenApiDocument, OperationEntry[]>();
function operationsOf(spec: OpenApiDocument): OperationEntry[] {
  const known = operationsBySpec.get(spec) ?? operations(spec);
  operationsBySpec.set(spec, known);
  return known;
}

/** The operation a call makes, matched on method and path template. */
export function operationFor(spec: OpenApiDocument, call: CurlCall): OperationEntry | undefined {
  const base = new URL(API_BASE_URL);
  if (call.url.origin !== base.origin || !call.url.pathname.startsWith(`${base.pathname}/`)) return undefined;
  const path = call.url.pathname.slice(base.pathname.length);
  return operationsOf(spec).find((entry) => {
    if (entry.method !== call.method.toLowerCase()) return false;
    const template = new RegExp(`^${entry.path.replace(/\{[a-z_]+\}/g, '[^/]+')}$`);
    return template.test(path);
  });
}

/** The query value as the parameter's schema reads it: a comma list for arrays, numbers as numbers. */
export function queryValue(spec: OpenApiDocument, schema: Schema, raw: string): unknown {
  const resolved = resolve(spec, schema);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'array') return raw.split(',');
  if (type === 'integer' || type === 'number') return Number(raw);
  return raw;
}

/** The JSON schema of an operation's request body, if it takes one. */
export function requestSchema(spec: OpenApiDocument, entry: OperationEntry): Schema | undefined {
  const body = entry.operation.requestBody && resolve(spec, entry.operation.requestBody);
  return body?.content['application/json']?.schema;
}

/** The JSON schema of an operation's first 2xx response. */
export function responseSchema(spec: OpenApiDocument, entry: OperationEntry): Schema | undefined {
  const [, node] = Object.entries(entry.operation.responses).find(([code]) => /^2/.test(code)) ?? [];
  return node ? resolve(spec, node).content?.['application/json']?.schema : undefined;
}

/** The checker of a page's examples, with the schema check it uses. */
export interface ExampleChecker {
  (file: string, text: string): string[];
  against(schema: Schema, value: unknown, where: string): string[];
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** `credit note` names the CreditNote object (the reference titles object samples so). */
function objectNamed(spec: OpenApiDocument, title: string): string | undefined {
  return Object.entries(spec.components.schemas).find(
    ([name, schema]) =>
      schema['x-resource'] && name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() === title,
  )?.[0];
}

/**
 * Holds every example of a page against the file: a curl command's path, query, version and
 * body; a JSON block titled "Response" (or "Response 201") against the call before it; an
 * event's sample against the event; an object's sample, the error and the invoice samples
 * against their schemas. A JSON block it cannot place is a failure too, so none goes unchecked.
 */
export function exampleProblems(spec: OpenApiDocument): ExampleChecker {
  const schemaOf = schemaValidator(spec);
  const against = (schema: Schema, value: unknown, where: string): string[] => {
    const check = schemaOf(schema);
    return check(value) ? [] : errorLines(check).map((line) => `${where}: ${line}`);
  };
  const checker = (file: string, text: string): string[] => {
    const found: string[] = [];
    let lastCall: OperationEntry | undefined;
    for (const block of codeBlocks(text)) {
      const where = `${file}:${block.line}`;
      if (block.language === 'bash') {
        const call = parseCurl(block.code);
        if (!call) continue;
        lastCall = operationFor(spec, call);
        if (!lastCall) {
          found.push(`${where}: ${call.method} ${call.url.pathname} is no operation of the API`);
          continue;
        }
        found.push(...against(ref('ApiVersion'), call.headers['Api-Version'], `${where} Api-Version`));
        for (const [name, raw] of call.url.searchParams) {
          const parameter = lastCall.parameters.find(
            (candidate) => candidate.name === name && candidate.in === 'query',
          );
          if (!parameter)
            found.push(`${where}: ${lastCall.operation.operationId} has no query parameter ${name}`);
          else
            found.push(
              ...against(parameter.schema, queryValue(spec, parameter.schema, raw), `${where} ?${name}`),
            );
        }
        const body = requestSchema(spec, lastCall);
        if (call.body !== undefined && !body)
          found.push(`${where}: ${lastCall.operation.operationId} takes no body`);
        if (call.body !== undefined && body) found.push(...against(body, call.body, `${where} body`));
        continue;
      }
      if (block.language !== 'json') continue;
      const value = JSON.parse(block.code) as unknown;
      const event = spec.webhooks[block.title];
      const object = objectNamed(spec, block.title);
      if (/^Response( \d{3})?$/.test(block.title) && lastCall) {
        const schema = responseSchema(spec, lastCall);
        if (!schema) found.push(`${where}: ${lastCall.operation.operationId} returns no JSON`);
        else found.push(...against(schema, value, `${where} response`));
      } else if (event) {
        const body = resolve(spec, event.post.requestBody ?? { content: {} });
        const schema = body.content['application/json']?.schema;
        if (!schema) found.push(`${where}: the event ${block.title} has no payload schema`);
        else found.push(...against(schema, value, `${where} ${block.title}`));
        found.push(
          ...against({ const: block.title } as Schema, (value as { type?: unknown }).type, `${where} type`),
        );
      } else if (object) {
        found.push(...against(ref(object), value, `${where} ${block.title}`));
      } else if (block.title === 'Error response') {
        found.push(...against(ref('Error'), value, `${where} error`));
      } else if (block.title === 'Invoice response') {
        found.push(...against(ref('Invoice'), value, `${where} invoice`));
      } else {
        found.push(`${where}: a JSON example ("${block.title}") with no schema to check it against`);
      }
    }
    return found;
  };
  return Object.assign(checker, { against });
}
