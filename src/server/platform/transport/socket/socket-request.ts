import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';

/** What a socket's calls need of its upgrade request: the URL, the headers read for the session, the peer. */
export interface SocketRequest {
  url?: string;
  headers: Partial<
    Pick<
      IncomingHttpHeaders,
      'host' | 'origin' | 'cookie' | 'user-agent' | 'x-forwarded-for' | 'accept-language'
    >
  >;
  socket: { remoteAddress?: string };
}

export function socketRequest(req: IncomingMessage): SocketRequest {
  const { host, origin, cookie } = req.headers;
  const {
    'user-agent': userAgent,
    'x-forwarded-for': forwardedFor,
    'accept-language': language,
  } = req.headers;
  return {
    url: req.url ?? '/',
    headers: {
      host,
      origin,
      cookie,
      'user-agent': userAgent,
      'x-forwarded-for': forwardedFor,
      // The language of the socket's refusals when no player is signed in (ADR 0047).
      'accept-language': language,
    },
    socket: { remoteAddress: req.socket.remoteAddress },
  };
}

/**
 * An open socket lives for hours, so it should keep nothing of its upgrade but itself. @fastify/websocket
 * routes the upgrade with a stand-in HTTP response (never sent: `ws` writes the 101) that stays attached
 * to the TCP socket, and its error listener holds Fastify's request and reply; both go here, with the
 * same answer to a socket error (log it, drop the socket). The caller keeps a SocketRequest instead of
 * the IncomingMessage, whose raw headers and parser state are then collected too.
 */
export function releaseUpgrade(socket: WebSocket, req: IncomingMessage, log: FastifyBaseLogger): void {
  socket.removeAllListeners('error');
  socket.on('error', (error) => {
    log.warn({ err: error }, 'WebSocket error; the socket is dropped');
    socket.terminate();
  });
  const tcp = req.socket as typeof req.socket & { _httpMessage?: { detachSocket(s: unknown): void } | null };
  tcp._httpMessage?.detachSocket(tcp);
}
