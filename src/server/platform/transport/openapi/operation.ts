import { acceptsIdempotencyKey, MAX_KEY_LENGTH } from '../rest/idempotency.rules';
import type { RestRoute } from '../rest/route';
import type { Access, ProcedureDescription } from '../trpc/procedure-table';
import { fieldsOf, inputJsonSchema, type JsonSchema } from './json-schema';

/** `/picks/:pickId` -> `/api/picks/{pickId}`. */
export const openApiPath = (url: string) => `/api${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** `PUT /admin/users/:id/subscription` -> `putAdminUsersIdSubscription`. */
export function operationId(method: string, url: string): string {
  const words = url.split(/[/:\-_]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Refusals every operation of a kind may give, whatever its procedure says. */
export function errorStatuses(route: RestRoute, info: ProcedureDescription): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  const unsafe = route.method !== 'GET';
  if (info.input || unsafe) statuses.add(400);
  if (info.access !== 'public') statuses.add(401);
  // 403: admin calls by a player, and (any unsafe method) a cookie call from a foreign Origin.
  if (info.access === 'admin' || unsafe) statuses.add(403);
  if (unsafe) {
    statuses.add(413);
    statuses.add(415);
  }
  // 409: the same key is still running; 422: the same key came with another request.
  if (acceptsIdempotencyKey(route)) {
    statuses.add(409);
    statuses.add(422);
  }
  statuses.add(429);
  // A signed-in call reads its session from the database at least: while that cannot be reached, 503.
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** Who may call: nobody needs to sign in for a public call, but a session personalises some. */
export function securityFor(access: Access): Record<string, string[]>[] {
  const signedIn: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
  return access === 'public' ? [{}, ...signedIn] : signedIn;
}

/** The optional header that makes a write safe to retry (docs/api.md, "Idempotency-Key"). */
export const idempotencyKeyParameter: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key of your choosing, unique per write (a UUID, say). A retry with the same key and the same request ' +
    'gets the first answer again (with `Idempotent-Replayed: true`) and writes nothing. Keys belong to ' +
    'the signed-in user and are forgotten after 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: '^[\\x20-\\x7E]+$' },
};

/** Path parameters, query parameters (GET) and the JSON body (other methods) of one route. */
export function requestParts(route: RestRoute, info: ProcedureDescription) {
  const input = info.input ? inputJsonSchema(info.input) : { type: 'object', properties: {} };
  const { properties, required } = fieldsOf(input);
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const fromPath = new Set(pathNames.map((name) => route.params?.[name] ?? name));
  const parameters: JsonSchema[] = pathNames.map((name) => {
    const field = route.params?.[name] ?? name;
    return { name, in: 'path', required: true, schema: properties[field] ?? { type: 'string' } };
  });
  if (acceptsIdempotencyKey(route)) parameters.push(idempotencyKeyParameter);
  const rest = Object.entries(properties).filter(([field]) => !fromPath.has(field));
  const restRequired = required.filter((field) => !fromPath.has(field));
  if (route.method === 'GET') {
    for (const [field, schema] of rest) {
      parameters.push({ name: field, in: 'query', required: restRequired.includes(field), schema });
    }
    return { parameters, requestBody: undefined };
  }
  if (rest.length === 0) return { parameters, requestBody: undefined };
  const body: JsonSchema = { type: 'object', properties: Object.fromEntries(rest) };
  if (restRequired.length > 0) body.required = restRequired;
  const requestBody = {
    required: restRequired.length > 0,
    content: { 'application/json': { schema: body } },
  };
  return { parameters, requestBody };
}
