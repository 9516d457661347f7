/**
 * Validation against the OpenAPI file, for the tests: the file itself with a maintained OpenAPI
 * validator (@readme/openapi-parser, which checks 3.1 against the specification's own schema),
 * and examples with Ajv's JSON Schema 2020-12 validator, the dialect OpenAPI 3.1 schemas use
 * (docs/decisions/2026-11-27-api-reference.md).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, Schema } from './spec';

/** A validator for any schema of the document, by JSON pointer or by schema. */
export function schemaValidator(spec: OpenApiDocument): (schema: Schema) => ValidateFunction {
  // Not strict: the file's extension keywords (x-resource) and OpenAPI's own (example) are not JSON Schema.
  const ajv = new Ajv2020({ strict: false, allErrors: true, inlineRefs: false });
  addFormats.default(ajv);
  ajv.addSchema({ ...spec, $id: 'openapi.json' } as object);
  const compiled = new Map<string, ValidateFunction>();
  return (schema) => {
    // A local reference inside the document is resolved against it.
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(schema) as object);
      compiled.set(key, validate);
    }
    return validate;
  };
}

/** The schema with `#/components/...` references pointed at the document added to Ajv. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `openapi.json${inner}`
        : rebase(inner),
    ]),
  );
}

/** The errors of one validation as short lines (`/items/0/quantity must be integer`). */
export function errorLines(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((error) => {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return `${error.instancePath || '/'} ${error.message ?? ''}${extra ? ` (${extra})` : ''}`.trim();
  });
}
