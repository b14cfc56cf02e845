import { SESSION_ENDED_CLOSE_CODE } from '../../../../shared/schemas/transport';

// The socket's limits and timings: what a connection may send, when it is pinged, when it is dropped.

/** WebSocket close codes the server uses. */
export const CLOSE_CODES = {
  /** The session behind the socket ended (logout, password change or reset, admin set password). */
  sessionEnded: SESSION_ENDED_CLOSE_CODE,
  /** Too many messages: RFC 6455 "policy violation". */
  policy: 1008,
  /** The address already has as many sockets open as it may: RFC 6455's "try again later". */
  tooManySockets: 1013,
} as const;

/** Sockets one address may hold open on one instance (SOCKETS_PER_ADDRESS); more are closed at once. */
export const SOCKETS_PER_ADDRESS = 20;

/** The close reason of a socket over the address's allowance. */
export const tooManySocketsReason = (max: number) => `Too many sockets from this address (at most ${max})`;

/** The largest frame a client may send; tRPC calls are far smaller. */
export const MAX_SOCKET_PAYLOAD = 64 * 1024;

/** Above this many unsent bytes a socket counts as slow: its mailbox coalesces instead of sending. */
export const SLOW_SOCKET_BYTES = 256 * 1024;

/**
 * The share of each second an instance may spend compressing socket messages (milliseconds); beyond it
 * messages go out uncompressed until the next second (deflate-budget.ts).
 */
export const DEFLATE_MS_PER_SECOND = 150;

/** A token bucket per socket: a burst of `burst` messages, refilled at `perSecond`. */
export interface MessageRateRule {
  burst: number;
  perSecond: number;
}

export const SOCKET_MESSAGE_RATE: MessageRateRule = { burst: 60, perSecond: 20 };

export interface TokenBucket {
  tokens: number;
  at: number;
}

/** Takes one token if there is one; the caller closes the socket when the answer is false. */
export function takeToken(bucket: TokenBucket, nowMs: number, rule: MessageRateRule): boolean {
  const refill = ((nowMs - bucket.at) / 1000) * rule.perSecond;
  bucket.tokens = Math.min(rule.burst, bucket.tokens + Math.max(0, refill));
  bucket.at = nowMs;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/**
 * Keep-alive, as tRPC's own socket handler did it: a socket the client has been silent on for `pingMs` is
 * sent "PING"; one still silent `pongWaitMs` later is dropped. Any message from the client counts, so a
 * browser (it pings every 10 s) is never pinged. One sweep of all sockets every `sweepMs` runs it.
 */
export interface KeepAliveRule {
  pingMs: number;
  pongWaitMs: number;
  sweepMs: number;
}

export const SOCKET_KEEP_ALIVE: KeepAliveRule = { pingMs: 30_000, pongWaitMs: 5_000, sweepMs: 1_000 };

/** What a sweep does to one socket: heard at `heardAt`, pinged at `pingedAt` (0: not since it was heard). */
export function keepAliveStep(
  nowMs: number,
  heardAt: number,
  pingedAt: number,
  rule: KeepAliveRule,
): 'ping' | 'drop' | null {
  if (pingedAt > 0) return nowMs - pingedAt >= rule.pongWaitMs ? 'drop' : null;
  return nowMs - heardAt >= rule.pingMs ? 'ping' : null;
}
