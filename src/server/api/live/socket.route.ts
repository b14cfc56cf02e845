import type { Encoder } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_ITEMS } from '../../../shared/schemas/transport';
import type { AppDeps } from '../../deps';
import { isAllowedOrigin } from '../../platform/http/origin';
import { spendCalls } from '../../platform/limits/call-budget';
import { tooManyRequestsMessage } from '../../platform/limits/rate-limit';
import { KeepAlive } from '../../platform/transport/socket/keep-alive';
import { liveEncoder } from '../../platform/transport/socket/raw-json';
import { releaseUpgrade, socketRequest } from '../../platform/transport/socket/socket-request';
import { type ConnectionOptions, TrpcConnection } from '../../platform/transport/socket/trpc-connection';
import {
  CLOSE_CODES,
  type KeepAliveRule,
  type MessageRateRule,
  SOCKET_KEEP_ALIVE,
  SOCKET_MESSAGE_RATE,
  SOCKETS_PER_ADDRESS,
  tooManySocketsReason,
} from '../../platform/transport/socket/wire.rules';
import { type Context, createSocketContext } from '../context';
import { appRouter } from '../router';
import type { LiveHub } from './live-hub';

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

/** Open sockets per client address, on this instance. */
class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more socket of the address, unless it already has `max` open. */
  add(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  remove(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}

/**
 * tRPC over WebSocket at /trpc, registered in the /trpc scope so that its hooks (the per-address budget)
 * see the upgrade too. The upgrade is refused (403) from a foreign Origin, so a page of another site
 * cannot ride the visitor's cookie; an address with SOCKETS_PER_ADDRESS sockets open gets its next one
 * closed at once (1013); every call sent over a socket draws on the address's budget of calls, shared
 * with HTTP. The session is read from the upgrade's cookie once, and the socket is registered with the
 * hub, which closes it when that session ends. Outgoing messages use the live encoder (pre-serialized
 * payloads are sent as they are).
 */
export function registerLiveSocket(app: FastifyInstance, options: LiveSocketOptions): void {
  const { deps, hub } = options;
  const keepAlive = new KeepAlive(options.keepAlive ?? SOCKET_KEEP_ALIVE);
  const sockets = new SocketsPerAddress(deps.config.socketsPerAddress ?? SOCKETS_PER_ADDRESS);
  const connectionOptions: ConnectionOptions<Context> = {
    router: appRouter,
    encoder: screenedEncoder,
    rate: options.rate ?? SOCKET_MESSAGE_RATE,
    spend: (address, calls) => {
      const spent = spendCalls(deps, address, calls);
      return spent.ok ? null : tooManyRequestsMessage(spent.resetSeconds);
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'tRPC socket call failed');
    },
    onClose(connection) {
      keepAlive.delete(connection);
      sockets.remove(connection.address);
      const live = connection.context?.live;
      if (live) hub.connections.detach(live.connection);
    },
  };

  app.route({
    method: 'GET',
    url: '/',
    onRequest: async (req, reply) => {
      const origin = req.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(origin, req.headers.host, deps.config.allowedOrigins)) {
        return reply.status(403).send({ message: CROSS_SITE_SOCKET_MESSAGE });
      }
    },
    // A plain GET of the socket's path is the scope's JSON 404.
    handler: (_req, reply) => reply.callNotFound(),
    wsHandler: (socket, req) => {
      releaseUpgrade(socket, req.raw, app.log);
      const address = req.ip;
      if (!sockets.add(address)) {
        socket.close(CLOSE_CODES.tooManySockets, tooManySocketsReason(sockets.max));
        return;
      }
      // The session is read from the upgrade's cookie once; only the parts read are kept until then.
      const request = socketRequest(req.raw);
      const createContext = async () => {
        const ctx = await createSocketContext(deps, request);
        const session = ctx.user && ctx.session ? { userId: ctx.user.id, sessionId: ctx.session.id } : null;
        return { ...ctx, live: { hub, connection: hub.connections.attach(socket, session) } };
      };
      const expectsParams =
        new URL(request.url ?? '/', 'http://socket').searchParams.get('connectionParams') === '1';
      keepAlive.add(new TrpcConnection(socket, connectionOptions, createContext, expectsParams, address));
    },
  });
}
