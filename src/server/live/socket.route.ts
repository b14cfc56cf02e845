import type { Encoder } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_ITEMS } from '../../shared/schemas/transport';
import { isAllowedOrigin } from '../auth/origin';
import type { AppDeps } from '../deps';
import { type Context, createSocketContext } from '../trpc/context';
import { appRouter } from '../trpc/router';
import type { LiveHub } from './live-hub';
import { KeepAlive } from './wire/keep-alive';
import { liveEncoder } from './wire/raw-json';
import { releaseUpgrade, socketRequest } from './wire/socket-request';
import { type ConnectionOptions, TrpcConnection } from './wire/trpc-connection';
import {
  type KeepAliveRule,
  type MessageRateRule,
  SOCKET_KEEP_ALIVE,
  SOCKET_MESSAGE_RATE,
} from './wire/wire.rules';

export interface LiveSocketOptions {
  deps: AppDeps;
  hub: LiveHub;
  rate?: MessageRateRule;
  keepAlive?: KeepAliveRule | undefined;
}

export const CROSS_SITE_SOCKET_MESSAGE = 'Cross-site WebSocket refused. Reload the page and try again.';

/** Longest text id a call may carry: real clients count 1, 2, 3... */
export const MAX_REQUEST_ID_CHARS = 64;

/**
 * Reads frames as the live encoder does, then refuses what no client of ours sends, as a parse error
 * before any of the frame runs: more calls in one frame than an HTTP batch may hold (the message rate
 * limit counts frames, not calls), and long text ids, which tRPC would echo on every answer and push.
 */
const screenedEncoder: Encoder = {
  encode: (message) => liveEncoder.encode(message),
  decode(data) {
    const decoded: unknown = liveEncoder.decode(data);
    const calls: unknown[] = Array.isArray(decoded) ? decoded : [decoded];
    if (calls.length > MAX_BATCH_ITEMS)
      throw new Error(`Send at most ${MAX_BATCH_ITEMS} calls in one message.`);
    for (const call of calls) {
      const id = (call as { id?: unknown } | null)?.id;
      if (typeof id === 'string' && id.length > MAX_REQUEST_ID_CHARS) {
        throw new Error(`Request ids are at most ${MAX_REQUEST_ID_CHARS} characters.`);
      }
    }
    return decoded;
  },
};

/**
 * tRPC over WebSocket at /trpc. The upgrade is refused (403) from a foreign Origin, so a page of another
 * site cannot ride the visitor's cookie; the session is read from the upgrade's cookie once, and the
 * socket is registered with the hub, which closes it when that session ends. Outgoing messages use the
 * live encoder (pre-serialized payloads are sent as they are).
 */
export function registerLiveSocket(app: FastifyInstance, options: LiveSocketOptions): void {
  const { deps, hub } = options;
  const keepAlive = new KeepAlive(options.keepAlive ?? SOCKET_KEEP_ALIVE);
  const connectionOptions: ConnectionOptions<Context> = {
    router: appRouter,
    encoder: screenedEncoder,
    rate: options.rate ?? SOCKET_MESSAGE_RATE,
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'tRPC socket call failed');
    },
    onClose(connection) {
      keepAlive.delete(connection);
      const live = connection.context?.live;
      if (live) hub.connections.detach(live.connection);
    },
  };

  app.get(
    '/trpc',
    {
      websocket: true,
      onRequest: async (req, reply) => {
        const origin = req.headers.origin;
        if (origin !== undefined && !isAllowedOrigin(origin, req.headers.host, deps.config.allowedOrigins)) {
          return reply.status(403).send({ message: CROSS_SITE_SOCKET_MESSAGE });
        }
      },
    },
    (socket, req) => {
      releaseUpgrade(socket, req.raw, app.log);
      // The session is read from the upgrade's cookie once; only the parts read are kept until then.
      const request = socketRequest(req.raw);
      const createContext = async () => {
        const ctx = await createSocketContext(deps, request);
        const session = ctx.user && ctx.session ? { userId: ctx.user.id, sessionId: ctx.session.id } : null;
        return { ...ctx, live: { hub, connection: hub.connections.attach(socket, session) } };
      };
      const expectsParams =
        new URL(request.url ?? '/', 'http://socket').searchParams.get('connectionParams') === '1';
      keepAlive.add(new TrpcConnection(socket, connectionOptions, createContext, expectsParams));
    },
  );
}
