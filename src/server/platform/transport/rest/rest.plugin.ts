import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Context, createHttpContext } from '../../../api/context';
import { navigations } from '../../../api/navigations';
import { createCaller } from '../../../api/router';
import { restRoutes } from '../../../api/routes';
import type { AppDeps } from '../../../deps';
import { retryAfterOf } from '../../errors';
import { registerApiReference } from '../openapi/openapi.routes';
import { restError } from './errors';
import { keyedAnswer } from './idempotency.adapter';
import { acceptsIdempotencyKey } from './idempotency.rules';
import { describeProcedure, type ProcedureInfo } from './procedures';
import { procedureInput } from './request-input';
import type { Caller, ProcedurePath, RestAnswer, RestRoute } from './route';
import { tokenKeepingJar } from './session-token';

type CallerNode = { [key: string]: CallerNode } & ((input?: unknown) => Promise<unknown>);

/** Calls the procedure at a dotted path ('admin.games.update') on a caller. */
const callAt = (caller: Caller, path: ProcedurePath, input: unknown) =>
  path.split('.').reduce((node, key) => node[key] as CallerNode, caller as unknown as CallerNode)(input);

function sendError(reply: FastifyReply, error: TRPCError, route?: RestRoute) {
  const { status, body } = restError(error, route);
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
async function answerOf(route: RestRoute, info: ProcedureInfo, ctx: Context, req: FastifyRequest) {
  const json = (body: unknown, status = 200): RestAnswer => ({ status, body: JSON.stringify(body) });
  try {
    if (route.respond === 'session-token') {
      // The sign-in's session goes back in the body, for `Authorization: Bearer`, and sets no cookie.
      const jar = tokenKeepingJar();
      const user = await callAt(
        createCaller({ ...ctx, cookies: jar }),
        route.procedure,
        procedureInput(route, info, req),
      );
      if (!jar.issued) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'no session issued' });
      return json({ token: jar.issued.token, expiresAt: jar.issued.expiresAt.toISOString(), user });
    }
    const result = await callAt(createCaller(ctx), route.procedure, procedureInput(route, info, req));
    // A procedure's null (no current prize, say) is the JSON value null, not an empty body.
    return json(result === null ? null : (result ?? { success: true }));
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const { status, body } = restError(error, route);
    if (status >= 500) req.log.error({ err: error.cause ?? error }, 'REST call failed');
    return { ...json(body, status), retryAfter: retryAfterOf(error) };
  }
}

function send(reply: FastifyReply, answer: RestAnswer) {
  if (answer.retryAfter !== undefined) reply.header('retry-after', answer.retryAfter);
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/** The REST adapter: the spec's /api paths over the same procedures the browser calls. */
export async function restPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  tolerateEmptyJson(app);

  for (const route of restRoutes) {
    const info = describeProcedure(route.procedure);
    const takesKey = acceptsIdempotencyKey(route);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req: FastifyRequest, reply) => {
        try {
          const ctx = await createHttpContext(deps, req, reply);
          const run = () => answerOf(route, info, ctx, req);
          const answer = takesKey
            ? await keyedAnswer(deps, { route, auth: info.auth, caller: ctx.user, req, reply }, run)
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
  for (const nav of navigations) {
    app.get(
      nav.url,
      { config: { stateChangingNavigation: nav.procedure !== undefined } },
      async (req, reply) => {
        const { procedure } = nav;
        if (procedure) {
          try {
            await callAt(createCaller(await createHttpContext(deps, req, reply)), procedure, undefined);
          } catch (error) {
            if (error instanceof TRPCError) return sendError(reply, error);
            throw error;
          }
        }
        return reply.redirect(nav.location);
      },
    );
  }

  registerApiReference(app, deps.config.appOrigin);
}
