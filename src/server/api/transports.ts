import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { type RestOptions, restPlugin } from '../platform/transport/rest/rest.plugin';
import type { KeepAliveRule } from '../platform/transport/socket/wire.rules';
import { type TrpcHttpOptions, trpcHttpRoute } from '../platform/transport/trpc/http.route';
import { type Context, createHttpContext } from './context';
import type { LiveHub } from './live/live-hub';
import { registerLiveSocket } from './live/socket.route';
import { navigations } from './navigations';
import { apiReference } from './reference';
import { appProcedures } from './router';
import { restRoutes } from './routes';

// The platform's transports know no game: the host hands each its procedures, how a call's context is made
// (the session of a cookie or bearer token), and what only the app knows (the live hub of a socket, the REST
// table, the reference's words).

/** tRPC over HTTP (/trpc/:path) and over WebSocket (/trpc), in the /trpc scope. */
export async function registerTrpc(
  scope: FastifyInstance,
  { deps, hub, keepAlive }: { deps: AppDeps; hub: LiveHub; keepAlive?: KeepAliveRule | undefined },
) {
  registerLiveSocket(scope, { deps, hub, keepAlive });
  const http: TrpcHttpOptions<Context> = {
    procedures: appProcedures,
    createContext: (req, reply) => createHttpContext(deps, req, reply),
  };
  await scope.register(trpcHttpRoute<Context>, http);
}

/** The REST adapter (/api) over the same procedures, with the app's table and reference. */
export async function registerRest(scope: FastifyInstance, deps: AppDeps) {
  const rest: RestOptions<Context> = {
    procedures: appProcedures,
    createContext: (req, reply) => createHttpContext(deps, req, reply),
    routes: restRoutes,
    navigations,
    withCookieJar: (ctx, jar) => ({ ...ctx, cookies: jar }),
    keyCallerOf: (ctx) => ctx.user,
    keys: deps,
    reference: { ...apiReference, origin: deps.config.appOrigin },
  };
  await scope.register(restPlugin<Context>, rest);
}
