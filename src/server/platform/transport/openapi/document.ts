import type { z } from 'zod';
import { acceptsIdempotencyKey } from '../rest/idempotency.rules';
import type { Navigation, RestRoute } from '../rest/route';
import type { ProcedureDescription } from '../trpc/procedure-table';
import { namedRegistry } from './components';
import { componentSchemas, type JsonSchema } from './json-schema';
import { errorStatuses, openApiPath, operationId, requestParts, securityFor } from './operation';

export type OpenApiDocument = JsonSchema & {
  openapi: '3.1.0';
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> } & JsonSchema;
};

/**
 * The shared error answers, by status: one `Error` body, words that say when each happens (the app may say
 * it in its own words: `ApiReference.errorWords`).
 */
const ERROR_RESPONSES: Record<number, [name: string, description: string]> = {
  400: [
    'BadRequest',
    'Invalid input: `message` says the first problem, `errors` lists each as `path: message`.',
  ],
  401: ['Unauthorized', 'Signed out, or the cookie or bearer token is unknown or expired.'],
  403: ['Forbidden', 'Not allowed: an admin call by a player, or a cookie call from a foreign Origin.'],
  404: ['NotFound', 'No such id.'],
  409: [
    'Conflict',
    'Conflicts with what exists; or a call with the same Idempotency-Key is still running after a few seconds ' +
      '(retry it in a moment).',
  ],
  413: ['PayloadTooLarge', 'The body is larger than 256 KB.'],
  415: ['UnsupportedMediaType', 'The body is not sent as application/json.'],
  422: [
    'IdempotencyKeyReused',
    'This Idempotency-Key was already used with a different request (another path or body): nothing was done.',
  ],
  429: ['TooManyRequests', 'Rate limited: wait and try again (the global limit sends Retry-After).'],
  502: ['BadGateway', 'A service this one relies on could not be reached.'],
  503: [
    'ServiceUnavailable',
    'The database cannot be reached right now (down or restarting): try again in a moment.',
  ],
};

/** On a keyed write's answer: whether it was stored by an earlier call with the same key. */
const REPLAYED_HEADERS = {
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer of an earlier call with the same Idempotency-Key.',
    schema: { type: 'string', const: 'true' },
  },
};

const errorRef = (status: number) => ({ $ref: `#/components/responses/${ERROR_RESPONSES[status]![0]}` });

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

function restOperation(
  route: RestRoute,
  info: ProcedureDescription,
  answerRef: (schema: z.ZodType | null, fallback: string) => JsonSchema,
  sessionToken: z.ZodType | undefined,
) {
  const id = operationId(route.method, route.url);
  const answer = route.respond === 'session-token' ? (sessionToken ?? null) : info.output;
  const { parameters, requestBody } = requestParts(route, info);
  const ok = { description: 'OK', ...json(answerRef(answer, id)) };
  const responses: Record<string, unknown> = {
    200: acceptsIdempotencyKey(route) ? { ...ok, headers: REPLAYED_HEADERS } : ok,
  };
  for (const status of errorStatuses(route, info)) responses[status] = errorRef(status);
  return {
    operationId: id,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: securityFor(info.access),
    'x-access': info.access,
    'x-procedure': route.procedure,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

function navigationOperation(nav: Navigation) {
  return {
    operationId: operationId(nav.method, nav.url),
    tags: [nav.tag],
    summary: nav.summary,
    ...(nav.description ? { description: nav.description } : {}),
    security: securityFor('public'),
    'x-access': 'public',
    ...(nav.procedure ? { 'x-procedure': nav.procedure } : {}),
    responses: {
      302: {
        description: `Redirect to \`${nav.location}\``,
        headers: { Location: { schema: { type: 'string', const: nav.location } } },
      },
      429: errorRef(429),
      // A navigation that runs a procedure reads the database (the session), which may be unreachable.
      ...(nav.procedure ? { 503: errorRef(503) } : {}),
    },
  };
}

/** What the app tells the document: its paths, procedures and words. */
export interface ApiReference {
  /** The procedures the routes call: their parsers and declared access. */
  describe(path: string): ProcedureDescription;
  routes: readonly RestRoute[];
  navigations: readonly Navigation[];
  title: string;
  description: string;
  /** What each section of the reference is about (every tag a route names should have a line). */
  tags: Readonly<Record<string, string>>;
  /** The app's words for a shared error answer, by status, where the generic ones say too little. */
  errorWords?: Readonly<Record<number, string>>;
  /** Output schemas the document names (`#/components/schemas/Game`), so one reads the same everywhere. */
  namedSchemas: Readonly<Record<string, z.ZodType>>;
  /** The answer of a `respond: 'session-token'` route. */
  sessionToken?: z.ZodType;
  /**
   * The public origin (APP_ORIGIN) clients reach: the document's server. Unset, the server is `/`, the origin the
   * document was read from; never the request's Host header, which is the caller's words.
   */
  origin?: string | undefined;
}

/** The OpenAPI 3.1 document of every /api path, generated from the route table and the procedures' zod schemas. */
export function buildOpenApiDocument(api: ApiReference): OpenApiDocument {
  const { origin, routes, navigations: navs } = api;
  const registry = namedRegistry(api.namedSchemas);
  // An answer without a name of its own is named after its operation (`getAdminPicksResponse`).
  const answerRef = (schema: z.ZodType | null, id: string): JsonSchema => {
    if (!schema) return {};
    if (!registry.has(schema)) registry.add(schema, { id: `${id}Response` });
    return { $ref: `#/components/schemas/${registry.get(schema)!.id}` };
  };
  const paths: OpenApiDocument['paths'] = {};
  const add = (method: string, url: string, operation: JsonSchema) => {
    paths[openApiPath(url)] ??= {};
    paths[openApiPath(url)]![method.toLowerCase()] = operation;
  };
  for (const route of routes) {
    const info = api.describe(route.procedure);
    if (info.type === 'subscription') throw new Error(`${route.procedure}: a subscription has no REST path`);
    add(route.method, route.url, restOperation(route, info, answerRef, api.sessionToken));
  }
  for (const nav of navs) add(nav.method, nav.url, navigationOperation(nav));

  const tags = [...new Set([...routes, ...navs].map((r) => r.tag))].map((name) => ({
    name,
    ...(api.tags[name] ? { description: api.tags[name] } : {}),
  }));
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, [name, generic]]) => [
      name,
      {
        description: api.errorWords?.[Number(status)] ?? generic,
        ...json({ $ref: '#/components/schemas/Error' }),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: api.title, version: '1.0.0', description: api.description },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      origin
        ? { url: origin.replace(/\/$/, ''), description: 'This service (its public address, APP_ORIGIN)' }
        : { url: '/', description: 'The server this document was read from' },
    ],
    tags,
    paths,
    components: {
      schemas: componentSchemas(registry),
      responses,
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description:
            'The session cookie set by sign-in (`__Host-session` in production). Unsafe methods must send Origin.',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token of POST /api/auth/token, as `Authorization: Bearer <token>`.',
        },
      },
    },
  };
}
