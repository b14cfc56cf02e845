import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterOf } from '../../errors';
import { negotiatedLocale } from '../../http/refusal-language';
import type { ApiReference } from '../openapi/document';
import { registerApiReference } from '../openapi/openapi.routes';
import type { ProcedureDescription, ProcedureTable } from '../trpc/procedure-table';
import type { HttpContextFactory } from '../trpc/single-call';
import { restError } from './errors';
import { keyedAnswer } from './idempotency.adapter';
import { acceptsIdempotencyKey, type KeyCaller } from './idempotency.rules';
import type { KeyStore } from './idempotency.service';
import { procedureInput } from './request-input';
import type { Navigation, RestAnswer, RestRoute } from './route';
import { type SessionCookieJar, tokenKeepingJar } from './session-token';

/** What the host gives the REST adapter: its procedures and table, and the few things only it knows. */
export interface RestOptions<TContext extends object> {
  procedures: ProcedureTable<TContext>;
  createContext: HttpContextFactory<TContext>;
  routes: readonly RestRoute[];
  navigations: readonly Navigation[];
  /** The context a `respond: 'session-token'` call runs with: the jar keeps its session instead of a cookie. */
  withCookieJar(ctx: TContext, jar: SessionCookieJar): TContext;
  /** Who calls, as an Idempotency-Key cares (null: signed out). */
  keyCallerOf(ctx: TContext): KeyCaller | null;
  /** Where Idempotency-Key answers are kept. */
  keys: KeyStore;
  /** The OpenAPI document's words and names (GET /api/openapi.json, /api/docs). */
  reference: ApiReference;
}

/** Calls a query or mutation with the call's context, as an in-process caller would. */
function callProcedure<TContext extends object>(
  procedures: ProcedureTable<TContext>,
  info: ProcedureDescription,
  ctx: TContext,
  input: unknown,
) {
  return procedures.call({
    path: info.path,
    type: info.type,
    ctx,
    getRawInput: async () => input,
    signal: undefined,
    batchIndex: 0,
  });
}

function sendError(reply: FastifyReply, error: TRPCError, route?: RestRoute) {
  const { status, body } = restError(
    error,
    route,
    negotiatedLocale(reply.request.headers['accept-language']),
  );
  if (status >= 500) reply.log.error({ err: error.cause ?? error }, 'REST call failed');
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  return reply.status(status).send(body);
}

/** Many REST clients send `Content-Type: application/json` with no body on calls that take none. */
function tolerateEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    if (String(text).trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(String(text)));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/** Runs the route's procedure and turns its result or refusal into the answer to send. */
async function answerOf<TContext extends object>(
  options: RestOptions<TContext>,
  route: RestRoute,
  info: ProcedureDescription,
  ctx: TContext,
  req: FastifyRequest,
) {
  const json = (body: unknown, status = 200): RestAnswer => ({ status, body: JSON.stringify(body) });
  try {
    if (route.respond === 'session-token') {
      // The sign-in's session goes back in the body, for `Authorization: Bearer`, and sets no cookie.
      const jar = tokenKeepingJar();
      const user = await callProcedure(
        options.procedures,
        info,
        options.withCookieJar(ctx, jar),
        procedureInput(route, info, req),
      );
      if (!jar.issued) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'no session issued' });
      return json({ token: jar.issued.token, expiresAt: jar.issued.expiresAt.toISOString(), user });
    }
    const result = await callProcedure(options.procedures, info, ctx, procedureInput(route, info, req));
    // A procedure's null (no current prize, say) is the JSON value null, not an empty body.
    return json(result === null ? null : (result ?? { success: true }));
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    // In the caller's language (ADR 0047); an Idempotency-Key's replay sends these same words again.
    const { status, body } = restError(error, route, negotiatedLocale(req.headers['accept-language']));
    if (status >= 500) req.log.error({ err: error.cause ?? error }, 'REST call failed');
    return { ...json(body, status), retryAfter: retryAfterOf(error) };
  }
}

function send(reply: FastifyReply, answer: RestAnswer) {
  if (answer.retryAfter !== undefined) reply.header('retry-after', answer.retryAfter);
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/** Describes a route's procedure, which must be a query or a mutation. */
function describeRouted<TContext extends object>(procedures: ProcedureTable<TContext>, path: string) {
  const info = procedures.describe(path);
  if (info.type === 'subscription') throw new Error(`${path}: a subscription has no REST path`);
  return info;
}

/** The REST adapter: the host's /api paths over the same procedures tRPC serves. */
export async function restPlugin<TContext extends object>(
  app: FastifyInstance,
  options: RestOptions<TContext>,
) {
  const { procedures, createContext } = options;
  tolerateEmptyJson(app);

  for (const route of options.routes) {
    const info = describeRouted(procedures, route.procedure);
    const takesKey = acceptsIdempotencyKey(route);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req: FastifyRequest, reply) => {
        try {
          const ctx = await createContext(req, reply);
          const run = () => answerOf(options, route, info, ctx, req);
          const answer = takesKey
            ? await keyedAnswer(
                options.keys,
                { route, access: info.access, caller: options.keyCallerOf(ctx), req, reply },
                run,
              )
            : await run();
          return send(reply, answer);
        } catch (error) {
          if (error instanceof TRPCError) return sendError(reply, error, route);
          throw error;
        }
      },
    });
  }

  // Full-page navigations of the browser; one that runs a procedure is marked for the cross-site guard.
  for (const nav of options.navigations) {
    const info = nav.procedure === undefined ? undefined : describeRouted(procedures, nav.procedure);
    app.get(nav.url, { config: { stateChangingNavigation: info !== undefined } }, async (req, reply) => {
      if (info) {
        try {
          await callProcedure(procedures, info, await createContext(req, reply), undefined);
        } catch (error) {
          if (error instanceof TRPCError) return sendError(reply, error);
          throw error;
        }
      }
      return reply.redirect(nav.location);
    });
  }

  registerApiReference(app, options.reference);
}
