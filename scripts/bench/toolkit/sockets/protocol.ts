// What a benchmark (generator-process.ts, its side) and the socket load generator process (generator.ts) say to
// each other over the child-process IPC channel. Times are monotonicMs (../time.ts): one clock for both processes.

/** Benchmark -> generator. */
export type ToGenerator =
  /** Open `count` sockets to `url`, each subscribing to live.games of `day`; `concurrency` at a time. */
  | {
      type: 'connect';
      url: string;
      count: number;
      concurrency: number;
      origin: string | null;
      day: 'today' | 'tomorrow';
      /** Give up on a socket that has no snapshot after this long. */
      socketTimeoutMs: number;
      /** Offer permessage-deflate and compress every message sent, as Chrome does (DEFLATE=1). */
      deflate?: boolean;
      /** Session cookies (`name=value`): socket i signs in with cookies[i % length]; none: signed out. */
      cookies?: string[];
    }
  /** Note when each socket first receives a frame that contains `marker`; report after `timeoutMs`. */
  | { type: 'arm'; marker: string; timeoutMs: number }
  /** How the subscribed sockets are doing (the soak asks every few seconds). */
  | { type: 'health' }
  | { type: 'close' };

/** Generator -> benchmark. */
export type FromGenerator =
  | { type: 'ready'; fdLimit: number | null }
  | { type: 'progress'; opened: number; subscribed: number; failed: number }
  | {
      type: 'connected';
      subscribed: number;
      failed: number;
      /** A few reasons of failed sockets, for the report. */
      failures: string[];
      elapsedMs: number;
      rssKb: number | null;
    }
  | { type: 'armed' }
  /**
   * When each subscribed socket saw the marker (monotonicMs), null for a socket that did not within the
   * timeout; `closed` sockets closed since they subscribed.
   */
  | { type: 'arrivals'; times: (number | null)[]; closed: number }
  | {
      type: 'health';
      /** Sockets subscribed and still open. */
      open: number;
      /** Sockets that closed, and errors sockets raised, after they had subscribed. */
      closed: number;
      errors: number;
      /** A few of those closes and errors, for the report. */
      reasons: string[];
    }
  | { type: 'closed' }
  | { type: 'fatal'; message: string };
