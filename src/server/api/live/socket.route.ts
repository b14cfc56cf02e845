import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { isAllowedOrigin } from '../../platform/http/origin';
import { spendCalls } from '../../platform/limits/call-budget';
import { tooManyRequestsMessage } from '../../platform/limits/rate-limit';
import { registerTrpcSocket } from '../../platform/transport/socket/socket.route';
import type { KeepAliveRule, MessageRateRule } from '../../platform/transport/socket/wire.rules';
import { createSocketContext } from '../context';
import { appProcedures } from '../router';
import type { LiveHub } from './live-hub';

export interface LiveSocketOptions {
  deps: AppDeps;
  hub: LiveHub;
  rate?: MessageRateRule;
  keepAlive?: KeepAliveRule | undefined;
}

/**
 * The app's tRPC socket (/trpc, platform/transport/socket) with what only the app knows: the session of the
 * upgrade's cookie, read once; the live hub, which the socket is registered with (it closes the socket when that
 * session ends and serves its live.* subscriptions); the allowed Origins; and the address's budget of calls,
 * shared with HTTP.
 */
export function registerLiveSocket(app: FastifyInstance, { deps, hub, rate, keepAlive }: LiveSocketOptions) {
  registerTrpcSocket(app, {
    procedures: appProcedures,
    createContext: async (request, socket) => {
      const ctx = await createSocketContext(deps, request);
      const session = ctx.user && ctx.session ? { userId: ctx.user.id, sessionId: ctx.session.id } : null;
      return { ...ctx, live: { hub, connection: hub.connections.attach(socket, session) } };
    },
    release: (ctx) => {
      if (ctx.live) hub.connections.detach(ctx.live.connection);
    },
    allowsOrigin: (origin, host) => isAllowedOrigin(origin, host, deps.config.allowedOrigins),
    spend: (address, calls) => {
      const spent = spendCalls(deps, address, calls);
      return spent.ok ? null : tooManyRequestsMessage(spent.resetSeconds);
    },
    socketsPerAddress: deps.config.socketsPerAddress,
    ...(rate ? { rate } : {}),
    keepAlive,
  });
}
