import type { IncomingMessage } from 'node:http';
import { type Encoder, getWSConnectionHandler } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { MAX_BATCH_ITEMS } from '../../shared/schemas/transport';
import { isAllowedOrigin } from '../auth/origin';
import type { AppDeps } from '../deps';
import { type Context, createSocketContext } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { CLOSE_CODES, type MessageRateRule, SOCKET_MESSAGE_RATE, takeToken } from './live.rules';
import type { LiveHub } from './live-hub';
import { liveEncoder } from './raw-json';
import { releaseUpgrade, socketRequest } from './socket-request';

export interface LiveSocketOptions {
  deps: AppDeps;
  hub: LiveHub;
  rate?: MessageRateRule;
}

export const CROSS_SITE_SOCKET_MESSAGE = 'Cross-site WebSocket refused. Reload the page and try again.';

/** Closes a socket that sends faster than the rule allows; its further messages are not handled. */
function limitMessages(socket: WebSocket, rule: MessageRateRule): void {
  const bucket = { tokens: rule.burst, at: Date.now() };
  socket.on('message', () => {
    if (takeToken(bucket, Date.now(), rule)) return;
    // Listeners of the current message still run (the emitter copied them); later ones find none.
    socket.removeAllListeners('message');
    socket.close(CLOSE_CODES.policy, 'Too many messages');
  });
}

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
  const onConnection = getWSConnectionHandler({
    // Only typed as required: the handler itself never reads it (the route below hands it each socket).
    wss: app.websocketServer,
    router: appRouter,
    createContext: async ({ req, res }): Promise<Context> => {
      const ctx = await createSocketContext(deps, req);
      const session = ctx.user && ctx.session ? { userId: ctx.user.id, sessionId: ctx.session.id } : null;
      return { ...ctx, live: { hub, connection: hub.connections.attach(res, session) } };
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'tRPC socket call failed');
    },
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    experimental_encoder: screenedEncoder,
  });

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
      limitMessages(socket, options.rate ?? SOCKET_MESSAGE_RATE);
      // tRPC keeps what it is given for the socket's life (createContext, error reports): only the parts read.
      onConnection(socket, socketRequest(req.raw) as unknown as IncomingMessage);
    },
  );
}
