/**
 * The API examples the hand-written docs show (curl requests and JSON bodies in the API pages),
 * read so that a test can hold each of them against the OpenAPI file: an example that the file
 * would reject is a page that says something the API does not do.
 */
import { API_BASE_URL, type OpenApiDocument, type OperationEntry, operations, resolve, type Schema } from './spec';

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

/** The operation a call makes, matched on method and path template. */
export function operationFor(spec: OpenApiDocument, call: CurlCall): OperationEntry | undefined {
  const base = new URL(API_BASE_URL);
  if (call.url.origin !== base.origin || !call.url.pathname.startsWith(`${base.pathname}/`)) return undefined;
  const path = call.url.pathname.slice(base.pathname.length);
  return operations(spec).find((entry) => {
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
