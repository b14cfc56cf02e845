import fc from 'fast-check';
import type { ProcedurePath } from '../../../src/server/api/rest-table';
import { appProcedures } from '../../../src/server/api/router';
import { fieldsOf, inputJsonSchema } from '../../../src/server/platform/transport/openapi/json-schema';

// Random and malformed requests for one route: its own field names with hostile values, stray
// fields, bodies that are not objects or not JSON at all, odd path parameters and query strings.

/** Values that have broken parsers before: edges of numbers, encodings, sizes and shapes. */
const nasty = fc.constantFrom<unknown>(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '../../etc/passwd',
  '%',
  '%00',
  '\u0000',
  '\uD800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(5000),
  -1,
  0,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -0.5,
  1e308,
  [],
  {},
  { $gt: '' },
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.boolean() },
);

const text = fc.oneof(
  nasty.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
  fc.integer({ min: -5, max: 20 }).map(String),
  fc.string({ maxLength: 30 }),
);

/** Keys of an object: the route's own fields, stray ones, and the prototype's names. */
const keys = (fields: string[]) =>
  fc.oneof(
    ...(fields.length > 0 ? [fc.constantFrom(...fields)] : []),
    fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'isAdmin'),
    fc.string({ minLength: 1, maxLength: 12 }),
  );

/** Lone surrogates replaced, so the text can be put in a URL. */
export const wellFormed = (s: string) => s.replace(/[\uD800-\uDFFF]/g, '\uFFFD');

export interface FuzzRequest {
  params: Record<string, string>;
  query: string;
  /** The raw body text and its content type; none for GET. */
  body: { text: string; type: string } | null;
  auth: 'none' | 'player' | 'admin' | 'admin-bearer' | 'bad-bearer';
}

/** A random request for a route. */
export function fuzzRequest(route: {
  method: string;
  url: string;
  procedure?: ProcedurePath | undefined;
}): fc.Arbitrary<FuzzRequest> {
  const input = route.procedure ? appProcedures.describe(route.procedure).input : null;
  const fields = Object.keys(input ? fieldsOf(inputJsonSchema(input)).properties : {});
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, text.filter((s) => s.length > 0)])));
  const query = fc
    .array(fc.tuple(keys(fields), text), { maxLength: 4 })
    .map((pairs) =>
      pairs
        .map(([k, v]) => `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(v))}`)
        .join('&'),
    );
  const objectBody = fc.dictionary(keys(fields), value, { maxKeys: 6 }).map((o) => JSON.stringify(o));
  const bodyText = fc.oneof(
    { weight: 5, arbitrary: objectBody },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,', '{"__proto__":{"isAdmin":true}}', 'x'.repeat(300_000)),
    },
  );
  const type = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/xml',
  );
  const body = route.method === 'GET' ? fc.constant(null) : fc.record({ text: bodyText, type });
  const auth = fc.constantFrom<FuzzRequest['auth']>(
    'none',
    'player',
    'admin',
    'admin',
    'admin-bearer',
    'bad-bearer',
  );
  return fc.record({ params, query, body, auth });
}
