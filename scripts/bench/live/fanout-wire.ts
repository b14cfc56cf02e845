import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../../../src/server/api/router';
import { within } from '../toolkit/time';

// Clients of the fan-out benchmark that behave like the browser: the real @trpc/client over one WebSocket
// (the app's own keep-alive settings), and a raw HTTP/1.1 keep-alive connection for the spec's polling,
// both counting what crosses the TCP socket (net.Socket bytesRead / bytesWritten: HTTP headers, WebSocket
// frame headers and masks included; TCP/IP and TLS overhead not).

/** Headers Chrome sends on every request to the app (besides Host, Connection and the cookie). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** What a browser's fetch() from the page adds. */
const FETCH_HEADERS = (base: string): Record<string, string> => ({
  accept: '*/*',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
  referer: `${base}/`,
});

/** One open socket of a live client: the ws object and its TCP socket, whose byte counters we read. */
export interface CountedSocket {
  ws: WebSocket;
  tcp: net.Socket;
  /** Bytes written and read by the time the upgrade's 101 answer arrived: the handshake both ways. */
  handshake: { sent: number; received: number };
  /** Text frames received and their payload bytes (without frame headers), since the socket opened. */
  frames: { count: number; payloadBytes: number };
}

export interface LiveClient {
  trpc: ReturnType<typeof createTRPCClient<AppRouter>>;
  /** The current socket, once upgraded. */
  socket(): CountedSocket | null;
  close(): Promise<void>;
}

/**
 * A tRPC client over a WebSocket, configured like src/client/lib/trpc.ts (keep-alive every 10 s), sending
 * the upgrade with the browser's headers, the page's Origin and the session cookie.
 */
export function liveClient(base: string, cookie: string | null): LiveClient {
  const headers: Record<string, string> = {
    ...BROWSER_HEADERS,
    pragma: 'no-cache',
    'cache-control': 'no-cache',
    origin: base,
    ...(cookie ? { cookie } : {}),
  };
  let current: CountedSocket | null = null;
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      // permessage-deflate is offered as a browser offers it, and accepted by the server.
      super(url, protocols, { headers });
      this.once('upgrade', (res: IncomingMessage) => {
        const tcp = res.socket as net.Socket;
        const counted: CountedSocket = {
          ws: this,
          tcp,
          handshake: { sent: tcp.bytesWritten, received: tcp.bytesRead },
          frames: { count: 0, payloadBytes: 0 },
        };
        this.on('message', (data: Buffer, isBinary: boolean) => {
          if (isBinary) return;
          counted.frames.count += 1;
          counted.frames.payloadBytes += data.length;
        });
        current = counted;
      });
    }
  }
  const ws = createWSClient({
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    WebSocket: BrowserLikeSocket as unknown as typeof globalThis.WebSocket,
    keepAlive: { enabled: true, intervalMs: 10_000, pongTimeoutMs: 4_000 },
    // A benchmark client does not come back on its own: a drop shows as missing messages.
    retryDelayMs: () => 3_600_000,
  });
  return {
    trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }),
    socket: () => current,
    close: () => ws.close(),
  };
}

/** One HTTP request and its answer as counted on the socket. */
export interface HttpExchange {
  status: number;
  /** Request line and headers (a GET has no body). */
  sent: number;
  /** Status line, headers and body (as sent: compressed, chunked). */
  received: number;
  /** The body as the page reads it (decompressed). */
  body: Buffer;
  /** The answer's Content-Encoding (br, gzip), or null when it came as it is. */
  encoding: string | null;
}

/**
 * HTTP/1.1 over one kept-alive TCP connection, written by hand so that every byte is known: the browser's
 * polling reuses its connection the same way. An answer carries Content-Length, or comes in chunks (a compressed
 * one: the server compresses JSON over 1 KiB for a client that accepts it, as the browser's headers say).
 */
export class HttpConnection {
  private buffered = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private failure: Error | null = null;

  private constructor(
    private readonly tcp: net.Socket,
    private readonly host: string,
  ) {
    tcp.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    const fail = (error: Error) => {
      this.failure = error;
      this.wake?.();
    };
    tcp.on('error', fail);
    tcp.on('close', () => fail(new Error('the server closed the HTTP connection')));
  }

  static async open(base: string): Promise<HttpConnection> {
    const url = new URL(base);
    const tcp = net.connect(Number(url.port), url.hostname);
    await within(
      new Promise<void>((resolve, reject) => {
        tcp.once('connect', resolve);
        tcp.once('error', reject);
      }),
      5000,
      `connecting to ${base}`,
    );
    return new HttpConnection(tcp, url.host);
  }

  /** GET `path` as the page's fetch() sends it, with the session cookie. */
  async get(path: string, base: string, cookie: string): Promise<HttpExchange> {
    const headers = { ...BROWSER_HEADERS, ...FETCH_HEADERS(base), cookie };
    const lines = [`GET ${path} HTTP/1.1`, `Host: ${this.host}`, 'Connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    const request = `${lines.join('\r\n')}\r\n\r\n`;
    const before = { sent: this.tcp.bytesWritten, received: this.tcp.bytesRead };
    this.tcp.write(request);
    const { status, body, length, encoding } = await within(this.readResponse(), 10_000, `GET ${path}`);
    const received = this.tcp.bytesRead - before.received;
    if (received !== length)
      throw new Error(`GET ${path}: read ${received} bytes for a ${length}-byte answer`);
    return {
      status,
      sent: this.tcp.bytesWritten - before.sent,
      received,
      body: decode(body, encoding),
      encoding,
    };
  }

  close(): void {
    this.tcp.destroy();
  }

  private async readResponse(): Promise<{
    status: number;
    body: Buffer;
    length: number;
    encoding: string | null;
  }> {
    for (;;) {
      if (this.failure) throw this.failure;
      const end = this.buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = this.buffered.subarray(0, end).toString('latin1');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
        const encoding = /\r\ncontent-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase() ?? null;
        const lengthHeader = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
        const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
        if (lengthHeader === undefined && !chunked)
          throw new Error(`an answer with neither Content-Length nor chunks:\n${head}`);
        const whole =
          lengthHeader !== undefined
            ? wholeBody(this.buffered, end + 4, Number(lengthHeader))
            : chunkedBody(this.buffered, end + 4);
        if (whole) {
          this.buffered = this.buffered.subarray(whole.length);
          return { status, body: whole.body, length: whole.length, encoding };
        }
      }
      await new Promise<void>((resolve) => {
        this.wake = () => {
          this.wake = null;
          resolve();
        };
      });
    }
  }
}

/** A body of `size` bytes from `start`, and where the answer ends; null until all of it is in. */
function wholeBody(buffered: Buffer, start: number, size: number): { body: Buffer; length: number } | null {
  const length = start + size;
  return buffered.length >= length ? { body: buffered.subarray(start, length), length } : null;
}

/** A chunked body from `start` (no trailers), and where the answer ends; null until all of it is in. */
function chunkedBody(buffered: Buffer, start: number): { body: Buffer; length: number } | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffered.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffered.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) throw new Error('a malformed chunk size');
    const dataEnd = lineEnd + 2 + size;
    if (buffered.length < dataEnd + 2) return null;
    if (size === 0) return { body: Buffer.concat(parts), length: dataEnd + 2 };
    parts.push(buffered.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}

/** A body as the page reads it: decompressed as its Content-Encoding says. */
function decode(body: Buffer, encoding: string | null): Buffer {
  if (encoding === null || encoding === 'identity') return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  throw new Error(`an answer in ${encoding}, which the benchmark does not decode`);
}

/** What one client costs on the wire, measured once, to be multiplied out over a game day. */
export interface WireCosts {
  /** The upgrade request and its 101 answer. */
  handshake: number;
  /** The two subscription requests (today, tomorrow), masked client frames. */
  subscribe: number;
  /** The two snapshots. */
  snapshots: number;
  /** The first `game` message of each live game, which has no earlier one on the socket to copy from. */
  firstMessages: number;
  /** One later `game` message of a live game, frame header included (mean of the measured ones). */
  gameMessage: number;
  /** A keep-alive round: the client's PING and the server's PONG. */
  keepAlive: number;
  /** One poll of /api/games/today: request and answer. */
  pollToday: number;
  /** One poll of /api/games/tomorrow. */
  pollTomorrow: number;
}

export interface DayModel {
  hours: number;
  /** Live games at once over the whole window. */
  liveGames: number;
  /** Each live game changes (score, clock label, period) once per poll of the sports feed. */
  changeEverySeconds: number;
}

export interface DayBytes {
  changes: number;
  push: number;
  poll: number;
  ratio: number;
}

/**
 * Bytes of one client over the window: push is one handshake, two subscriptions, two snapshots, every
 * change of every live game as one `game` message, and a keep-alive round every 10 s (an upper bound: the
 * client pings only after 10 s without a message). Polling is today every 30 s and tomorrow every 60 s.
 */
export function dayBytes(costs: WireCosts, model: DayModel): DayBytes {
  const seconds = model.hours * 3600;
  const changes = Math.round((model.liveGames * seconds) / model.changeEverySeconds);
  const push =
    costs.handshake +
    costs.subscribe +
    costs.snapshots +
    costs.firstMessages +
    (changes - model.liveGames) * costs.gameMessage +
    (seconds / 10) * costs.keepAlive;
  const poll = (seconds / 30) * costs.pollToday + (seconds / 60) * costs.pollTomorrow;
  return { changes, push, poll, ratio: poll / push };
}

/** How many `game` messages the window may carry for push to stay `factor` times under polling. */
export function changesForRatio(costs: WireCosts, hours: number, factor: number): number {
  const seconds = hours * 3600;
  const poll = (seconds / 30) * costs.pollToday + (seconds / 60) * costs.pollTomorrow;
  const fixed =
    costs.handshake +
    costs.subscribe +
    costs.snapshots +
    costs.firstMessages +
    (seconds / 10) * costs.keepAlive;
  return Math.max(0, Math.floor((poll / factor - fixed) / costs.gameMessage));
}
