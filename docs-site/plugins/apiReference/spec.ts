/**
 * The API's one OpenAPI file (`docs-site/api/openapi.yaml`), read as the reference and the
 * published copies see it: the docs' tokens filled in (%BRAND%, %EMAIL%, %PLANS:...%,
 * %QUARTER:...%, %SINCE:...%) and the API's base URL taken from the hosts in shared/src/brand.ts.
 * docs/decisions/2026-11-27-api-reference.md.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTS, replaceDocsTokens } from '@web/shared';
import { parse as parseYaml } from 'yaml';

/** The source file, relative to the repository's root. */
// (import.meta.url, not .dirname: Docusaurus loads the config and its imports with jiti.)
export const SPEC_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'openapi.yaml');

/** Every request goes to this base URL (the `servers` entry of the file). */
export const API_BASE_URL = `${HOSTS.api}/v1`;

/** A JSON Schema as OpenAPI 3.1 writes one (the parts the reference reads). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  readOnly?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  examples?: unknown[];
  additionalProperties?: boolean | Schema;
  contentMediaType?: string;
  'x-resource'?: string;
  'x-enum-capabilities'?: Record<string, string>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path';
  required?: boolean;
  description?: string;
  schema: Schema;
  style?: string;
  explode?: boolean;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
}

export interface Response {
  $ref?: string;
  description: string;
  headers?: Record<string, { $ref?: string; description?: string; schema?: Schema }>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-capability'?: string;
  'x-object'?: string;
}

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
export const METHODS: readonly Method[] = ['get', 'post', 'patch', 'put', 'delete'];

export type PathItem = Partial<Record<Method, Operation>> & { parameters?: Parameter[] };

export interface Tag {
  name: string;
  description: string;
  'x-slug': string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; summary?: string };
  servers: { url: string }[];
  tags: Tag[];
  paths: Record<string, PathItem>;
  webhooks: Record<string, { post: Operation }>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    headers: Record<string, { description?: string; schema?: Schema }>;
    requestBodies: Record<string, { content: Record<string, MediaType> }>;
    securitySchemes: Record<string, { description?: string }>;
  };
}

/** The file's text with the tokens filled in: what /docs/api/openapi.yaml publishes. */
export function specText(source = readFileSync(SPEC_FILE, 'utf8')): string {
  return replaceDocsTokens(source).replaceAll('%API_BASE%', API_BASE_URL);
}

/**
 * The document, parsed. YAML aliases (the headers every response carries) are expanded; a
 * token left unfilled fails here, naming it, so a typo never reaches a page.
 */
export function loadSpec(source?: string): OpenApiDocument {
  const text = specText(source);
  const left = /%[A-Z_]+(:[A-Za-z0-9.:-]+)?%/.exec(text);
  if (left) throw new Error(`openapi.yaml: unknown token ${left[0]}`);
  return parseYaml(text, { maxAliasCount: -1 }) as OpenApiDocument;
}

/** Follows a local `$ref` (`#/components/schemas/Invoice`) to what it names, repeatedly. */
export function resolve<T extends object>(spec: OpenApiDocument, node: T): T {
  let current: T = node;
  for (let depth = 0; depth < 20; depth++) {
    const ref = (current as { $ref?: string }).$ref;
    if (!ref) return current;
    if (!ref.startsWith('#/')) throw new Error(`openapi.yaml: only local references, not ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], spec);
    if (target === undefined) throw new Error(`openapi.yaml: ${ref} does not exist`);
    // A reference's siblings (a description beside the $ref) override what it points to.
    const siblings: Record<string, unknown> = { ...(current as Record<string, unknown>) };
    delete siblings.$ref;
    current = { ...(target as T), ...siblings } as T;
  }
  throw new Error('openapi.yaml: references go round in a circle');
}

/** The name a `$ref` points to (`Invoice` for `#/components/schemas/Invoice`). */
export function refName(node: { $ref?: string }): string | undefined {
  return node.$ref?.split('/').pop();
}

/** One operation with where it lives. */
export interface OperationEntry {
  method: Method;
  path: string;
  operation: Operation;
  /** The path item's parameters first, then the operation's own, resolved. */
  parameters: Parameter[];
}

/** Every operation of the file, in its order. */
export function operations(spec: OpenApiDocument): OperationEntry[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
        resolve(spec, parameter),
      );
      return [{ method, path, operation, parameters }];
    }),
  );
}
