import { z } from 'zod';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Tidies zod's output for a reader: drops the per-schema `$schema` and `$id` (the document names its
 * dialect once; a fragment `$id` is not valid inside it) and the safe-integer bounds zod puts on
 * every `.int()`, which say nothing a client needs.
 */
export function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!isSchema(value)) return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === 'maximum' && inner === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'minimum' && inner === Number.MIN_SAFE_INTEGER) continue;
    out[key] = tidy(inner);
  }
  return out;
}

/** The object shape behind optional/default wrappers, or null when the input is not an object. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def = (current as { _zod?: { def?: { innerType?: unknown } } })._zod?.def;
    if (!def?.innerType) return null;
    current = def.innerType;
  }
  return null;
}

/**
 * The JSON Schema of what a client sends. `required` is recomputed from the schemas themselves: a
 * field is required when its schema refuses a missing value (zod marks preprocessed fields required
 * although they accept none).
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const json = tidy(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as JsonSchema;
  const shape = objectShape(schema);
  if (!shape) return json;
  const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
  const { required: _zodRequired, ...rest } = json;
  return required.length > 0 ? { ...rest, required } : rest;
}

/** The fields of an object schema and which of them are required (none for a non-object). */
export function fieldsOf(json: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const properties = isSchema(json.properties) ? (json.properties as Record<string, JsonSchema>) : {};
  const required = Array.isArray(json.required) ? (json.required as string[]) : [];
  return { properties, required };
}

const INSTANT_FIELD = /(At|Time)$/;

/** A string schema (or its string branch) marked as an instant. */
function asInstant(schema: JsonSchema): JsonSchema {
  if (schema.type === 'string' && schema.format === undefined) return { ...schema, format: 'date-time' };
  if (Array.isArray(schema.anyOf))
    return { ...schema, anyOf: schema.anyOf.map((s) => (isSchema(s) ? asInstant(s) : s)) };
  return schema;
}

/**
 * Marks the answers' instants: every field named `...At` or `...Time` is an ISO 8601 date-time (the
 * house rule for dates on the wire; the contract test holds every answer to it).
 */
export function markInstants(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(markInstants);
  if (!isSchema(value)) return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'properties' && isSchema(inner)) {
      out.properties = Object.fromEntries(
        Object.entries(inner).map(([name, prop]) => {
          const marked = markInstants(prop);
          return [name, INSTANT_FIELD.test(name) && isSchema(marked) ? asInstant(marked) : marked];
        }),
      );
    } else out[key] = markInstants(inner);
  }
  return out;
}

/** Output schemas of a registry as OpenAPI components, each referring to the others by `$ref`. */
export function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  return markInstants(tidy(schemas)) as Record<string, JsonSchema>;
}
