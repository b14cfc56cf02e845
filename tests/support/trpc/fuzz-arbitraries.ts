import fc from 'fast-check';
import type { z } from 'zod';
import { fieldsOf, inputJsonSchema } from '../../../src/server/platform/transport/openapi/json-schema';

// Random tRPC inputs for one procedure: its own field names with hostile or near-valid values,
// stray fields (ids of other people, prototype names), any JSON at all, and input nested deeper
// than any schema. The wire is JSON, so every value here is one JSON can carry.

const hostile = fc.constantFrom<unknown>(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  -1,
  0,
  0.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  null,
  true,
  [],
  {},
  { $gt: '' },
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostile },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.boolean() },
);

/**
 * `[[[...]]]` a few thousand levels deep, as JSON text (a value that deep would overflow the
 * reporter's own printing): parsers and walkers that recurse have failed on it.
 */
const deep = fc.integer({ min: 1000, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** A random input, as the JSON text sent (undefined: none), for a procedure taking `schema`. */
export function fuzzInput(schema: z.ZodType, strangerId: number): fc.Arbitrary<string | undefined> {
  const fields = Object.keys(fieldsOf(inputJsonSchema(schema)).properties);
  const strays = fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'user_id', 'isAdmin', 'email');
  const key = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), strays) : strays;
  const ownFields = fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] });
  const withStrays = fc
    .tuple(ownFields, fc.dictionary(key, fc.oneof(anyValue, fc.constant(strangerId)), { maxKeys: 3 }))
    .map(([own, stray]) => ({ ...own, ...stray }));
  const values = fc.oneof(
    { weight: 4, arbitrary: ownFields },
    { weight: 3, arbitrary: withStrays },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  return fc.oneof(
    { weight: 9, arbitrary: values.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: deep.map((text) => `{${JSON.stringify(fields[0] ?? 'x')}:${text}}`) },
  );
}
