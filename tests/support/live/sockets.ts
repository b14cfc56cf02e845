import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { expect } from 'vitest';
import WebSocket, { type PerMessageDeflateOptions } from 'ws';
import type { AppRouter } from '../../../src/server/api/router';

// Helpers for tests of the live subscriptions over real WebSockets (Node 20 has no global WebSocket).

/** The `ws` package, sending the headers a browser would send on the upgrade. */
export function socketClass(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  };
}

export interface LiveClientOptions {
  cookie?: string;
  /** Defaults to the server's own origin, as a same-site page sends it. */
  origin?: string | null;
  /** How soon a dropped client reconnects (and re-subscribes with its lastEventId). */
  retryDelayMs?: number;
}

export interface LiveClient {
  trpc: ReturnType<typeof createTRPCClient<AppRouter>>;
  /** Close codes the client saw, in order. */
  closes: number[];
  close(): Promise<void>;
}

/** A tRPC client over one WebSocket to `base` (http://host:port). */
export function liveClient(base: string, options: LiveClientOptions = {}): LiveClient {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? base : options.origin;
  if (origin !== null) headers.origin = origin;
  const closes: number[] = [];
  const ws = createWSClient({
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    WebSocket: socketClass(headers) as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => options.retryDelayMs ?? 60_000,
    onClose: (cause) => closes.push(cause?.code ?? 0),
  });
  return {
    trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }),
    closes,
    close: () => ws.close(),
  };
}

/** Everything a subscription delivered, with waits for what is still to come. */
export class Inbox<T> {
  readonly items: T[] = [];
  errors: unknown[] = [];
  /** Whether the server ended the subscription. */
  completed = false;
  private cursor = 0;

  /** The callbacks a tRPC subscription takes, filling this inbox. */
  listener() {
    return {
      onData: (item: unknown) => this.push(item as T),
      onError: this.fail,
      onComplete: () => {
        this.completed = true;
      },
    };
  }

  push = (item: T): void => {
    this.items.push(item);
  };

  fail = (error: unknown): void => {
    this.errors.push(error);
  };

  /** The next delivered item (after the last one taken) that matches; earlier non-matching ones are skipped. */
  async next(match: (item: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    let found: T | undefined;
    await expect
      .poll(
        () => {
          for (let i = this.cursor; i < this.items.length; i++) {
            if (match(this.items[i]!)) {
              found = this.items[i];
              this.cursor = i + 1;
              return true;
            }
          }
          return false;
        },
        { timeout: timeoutMs, interval: 10 },
      )
      .toBe(true);
    return found!;
  }

  /** Items delivered after the last one taken. */
  rest(): T[] {
    return this.items.slice(this.cursor);
  }
}

/**
 * A raw socket's close (code and reason) or its refusal at the upgrade (HTTP status). `perMessageDeflate`
 * is ws's offer of compression (ws offers it unless told not to).
 */
export function openRaw(
  base: string,
  headers: Record<string, string>,
  perMessageDeflate: boolean | PerMessageDeflateOptions = true,
): Promise<{ socket: WebSocket; opened: Promise<void>; closed: Promise<{ code: number; status?: number }> }> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/trpc`, { headers, perMessageDeflate });
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const closed = new Promise<{ code: number; status?: number }>((resolve) => {
    socket.once('unexpected-response', (_req, res) => {
      resolve({ code: 0, status: res.statusCode });
      socket.terminate();
    });
    socket.once('close', (code) => resolve({ code }));
  });
  socket.on('error', () => {});
  return Promise.resolve({ socket, opened, closed });
}
