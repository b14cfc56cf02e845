import type { Encoder } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { MAX_BATCH_ITEMS } from '../../../../shared/schemas/transport';
import type { ProcedureTable } from '../trpc/procedure-table';
import { KeepAlive } from './keep-alive';
import { liveEncoder } from './raw-json';
import { releaseUpgrade, type SocketRequest, socketRequest } from './socket-request';
import { type ConnectionOptions, TrpcConnection } from './trpc-connection';
import {
  CLOSE_CODES,
  type KeepAliveRule,
  type MessageRateRule,
  SOCKET_KEEP_ALIVE,
  SOCKET_MESSAGE_RATE,
  SOCKETS_PER_ADDRESS,
  tooManySocketsReason,
} from './wire.rules';

/** What the host gives the socket route: its procedures, and what only it knows of a socket's caller. */
export interface TrpcSocketOptions<TContext extends object> {
  procedures: ProcedureTable<TContext>;
  /** The socket's context, made once from its upgrade request (the session of its cookie, say). */
  createContext(request: SocketRequest, socket: WebSocket): Promise<TContext>;
  /** Lets go of what a socket's context holds, once the socket closed and its context is settled. */
  release?(ctx: TContext): void;
  /** Whether an upgrade from this Origin (a browser's page) may ride the visitor's cookie. */
  allowsOrigin(origin: string, host: string | undefined): boolean;
  /** Draws calls from the address's budget, shared with HTTP: null when they fit, else the refusal's words. */
  spend?(address: string, calls: number): string | null;
  /** Sockets one address may hold open on this instance (SOCKETS_PER_ADDRESS by default). */
  socketsPerAddress?: number | undefined;
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
 * tRPC over WebSocket at the scope's root (/trpc), registered in the scope so that its hooks (the per-address
 * budget) see the upgrade too. The upgrade is refused (403) from an Origin the host does not allow, so a page of
 * another site cannot ride the visitor's cookie; an address with its most sockets open gets its next one closed
 * at once (1013); every call sent over a socket draws on the address's budget of calls, shared with HTTP. The
 * context is made from the upgrade once. Outgoing messages use the live encoder (pre-serialized payloads are
 * sent as they are).
 */
export function registerTrpcSocket<TContext extends object>(
  app: FastifyInstance,
  options: TrpcSocketOptions<TContext>,
): void {
  const keepAlive = new KeepAlive(options.keepAlive ?? SOCKET_KEEP_ALIVE);
  const sockets = new SocketsPerAddress(options.socketsPerAddress ?? SOCKETS_PER_ADDRESS);
  const connectionOptions: ConnectionOptions<TContext> = {
    procedures: options.procedures,
    encoder: screenedEncoder,
    rate: options.rate ?? SOCKET_MESSAGE_RATE,
    ...(options.spend ? { spend: options.spend } : {}),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'tRPC socket call failed');
    },
    onClose(connection) {
      keepAlive.delete(connection);
      sockets.remove(connection.address);
      const ctx = connection.context;
      if (ctx) options.release?.(ctx);
    },
  };

  app.route({
    method: 'GET',
    url: '/',
    onRequest: async (req, reply) => {
      const origin = req.headers.origin;
      if (origin !== undefined && !options.allowsOrigin(origin, req.headers.host)) {
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
      // The context is made from the upgrade once; only the parts read are kept until then.
      const request = socketRequest(req.raw);
      const createContext = () => options.createContext(request, socket);
      const expectsParams =
        new URL(request.url ?? '/', 'http://socket').searchParams.get('connectionParams') === '1';
      keepAlive.add(new TrpcConnection(socket, connectionOptions, createContext, expectsParams, address));
    },
  });
}
