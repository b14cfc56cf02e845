import type { z } from 'zod';
import { navigations } from '../../../api/navigations';
import { restRoutes } from '../../../api/routes';
import { acceptsIdempotencyKey } from '../rest/idempotency.rules';
import { describeProcedure } from '../rest/procedures';
import type { Navigation, RestRoute } from '../rest/route';
import { sessionTokenSchema } from '../rest/session-token';
import { namedRegistry } from './components';
import { componentSchemas, type JsonSchema } from './json-schema';
import { errorStatuses, openApiPath, operationId, requestParts, securityFor } from './operation';

export type OpenApiDocument = JsonSchema & {
  openapi: '3.1.0';
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> } & JsonSchema;
};

/** The shared error answers, by status: one `Error` body, words that say when each happens. */
const ERROR_RESPONSES: Record<number, [name: string, description: string]> = {
  400: [
    'BadRequest',
    'Invalid input: `message` says the first problem, `errors` lists each as `path: message`.',
  ],
  401: ['Unauthorized', 'Signed out, or the cookie or bearer token is unknown or expired.'],
  403: [
    'Forbidden',
    "Not allowed: an admin call by a player, another player's pick, or a cookie call from a foreign Origin.",
  ],
  404: ['NotFound', 'No such id.'],
  409: [
    'Conflict',
    'Conflicts with what exists: a taken name, an existing pick, a game already decided; or a call with the ' +
      'same Idempotency-Key is still running after a few seconds (retry it in a moment).',
  ],
  413: ['PayloadTooLarge', 'The body is larger than 256 KB.'],
  415: ['UnsupportedMediaType', 'The body is not sent as application/json.'],
  422: [
    'IdempotencyKeyReused',
    'This Idempotency-Key was already used with a different request (another path or body): nothing was done.',
  ],
  429: ['TooManyRequests', 'Rate limited: wait and try again (the global limit sends Retry-After).'],
  502: ['BadGateway', 'The sports feed could not be read.'],
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
  answerRef: (schema: z.ZodType | null, fallback: string) => JsonSchema,
) {
  const info = describeProcedure(route.procedure);
  const id = operationId(route.method, route.url);
  const answer = route.respond === 'session-token' ? sessionTokenSchema : info.output;
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
    security: securityFor(info.auth),
    'x-access': info.auth,
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

/** What each section of the reference is about (every tag a routes file names has a line here). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: 'Registration, sign-in (cookie or bearer token), sign-out, the current user and the browser navigations.',
  'Password reset': 'Reset links by e-mail: request one, check it, set a new password with it.',
  'Games and picks':
    "Today's and tomorrow's games, making and changing picks, pick history, the current prize.",
  Leaderboards: 'The weekly, monthly (season) and all-time boards (sign-in).',
  Leagues: "Private leagues: create, join by invite code, manage members, and each league's boards.",
  Achievements: 'The catalogue, your unlocks and sharing one.',
  Settings: 'Your settings, avatar, password and advanced stats (premium).',
  Notifications: 'Web Push: the public key, your devices, the one-time prompt and a test notification.',
  'Admin: users, picks, prizes':
    'Admins: stats, users, picks and hand grading, prizes, leagues, effects, audit log.',
  'Admin: games': 'Admins: games, score entry and the free pick.',
  'Admin: teams, sports, feed': 'Admins: teams and sports, the sports feed, suggested games and team syncs.',
};

export interface DocumentOptions {
  /**
   * The public origin (APP_ORIGIN) clients reach: the document's server. Unset, the server is `/`, the origin the
   * document was read from; never the request's Host header, which is the caller's words.
   */
  origin?: string | undefined;
  routes?: readonly RestRoute[];
  navs?: readonly Navigation[];
}

/** The OpenAPI 3.1 document of every /api path, generated from the route table and the procedures' zod schemas. */
export function buildOpenApiDocument(options: DocumentOptions = {}): OpenApiDocument {
  const { origin, routes = restRoutes, navs = navigations } = options;
  const registry = namedRegistry();
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
  for (const route of routes) add(route.method, route.url, restOperation(route, answerRef));
  for (const nav of navs) add(nav.method, nav.url, navigationOperation(nav));

  const tags = [...new Set([...routes, ...navs].map((r) => r.tag))].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, ...json({ $ref: '#/components/schemas/Error' }) },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: "Streak Pick'em REST API",
      version: '1.0.0',
      description:
        'JSON over HTTP for third-party clients: the same procedures the browser calls over tRPC. ' +
        'Sign in with POST /api/auth/login (session cookie) or POST /api/auth/token (bearer token). ' +
        'Dates are ISO 8601. Every refusal is `{ "message": ... }`. A readable reference is at /api/docs.',
    },
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
