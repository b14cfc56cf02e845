import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { ComposedText } from './composed-text';
import { DeflateBudget } from './deflate-budget';
import { FIN_RSV1_TEXT, FIN_TEXT, frameHeader } from './frame-header';
import { InflateError, inflateAlone, windowBitsOf } from './message-deflate';
import type { SharedFrame } from './shared-frame';
import { SocketDeflate } from './socket-deflate';
import { DEFLATE_MS_PER_SECOND } from './wire.rules';

// The server's sockets compress what they send without a zlib stream per socket (socket-deflate.ts),
// which is what lets a compressed socket stay within its memory. `ws` (pinned in package.json) would keep
// a deflate and an inflate stream per socket, so this class takes over its permessage-deflate: it sends
// the payloads it compressed itself as frames with RSV1 set, everything else uncompressed, and inflates
// each client message on its own. Names with an underscore below are `ws` internals.

const wsRequire = createRequire(import.meta.url);
const { kStatusCode } = wsRequire(
  join(dirname(wsRequire.resolve('ws/package.json')), 'lib/constants.js'),
) as {
  kStatusCode: symbol;
};

/**
 * The server's permessage-deflate terms: clients start every message afresh (client_no_context_takeover,
 * which RFC 7692 lets a server ask for), so one message is inflated at a time; the server keeps its own
 * context unless the client asks otherwise.
 */
export const PER_MESSAGE_DEFLATE = { clientNoContextTakeover: true } as const;

/** One per instance: compressing never takes more than its share of each second. */
const budget = new DeflateBudget(DEFLATE_MS_PER_SECOND);

interface DeflateParams {
  server_no_context_takeover?: boolean;
  client_no_context_takeover?: boolean;
  server_max_window_bits?: number | boolean;
}

interface DeflateExtension {
  params: DeflateParams;
  _maxPayload: number;
  decompress(data: Buffer, fin: boolean, callback: (error: Error | null, data?: Buffer) => void): void;
  /** Fragments of a compressed client message not yet complete. */
  pending?: Buffer[];
}

interface WsInternals {
  _extensions: Record<string, DeflateExtension | undefined>;
  _sender: { _state: number; sendFrame(list: Buffer[], cb?: (error?: Error) => void): void };
  _socket: Duplex;
}

const EMPTY = Buffer.alloc(0);

/** Takes the place of ws's decompress: the whole message inflated at once, on the next tick as ws expects. */
function inflateEachMessage(
  this: DeflateExtension,
  data: Buffer,
  fin: boolean,
  callback: (error: Error | null, data?: Buffer) => void,
): void {
  if (!fin) {
    this.pending = [...(this.pending ?? []), data];
    process.nextTick(callback, null, EMPTY);
    return;
  }
  const parts = this.pending ? [...this.pending, data] : [data];
  this.pending = undefined;
  try {
    process.nextTick(callback, null, inflateAlone(parts, this._maxPayload));
  } catch (error) {
    const failure = error as InflateError & Record<symbol, number>;
    failure[kStatusCode] = error instanceof InflateError ? error.closeCode : 1007;
    process.nextTick(callback, failure);
  }
}

/** Headers of short compressed frames, made once: every change of a game fits in one of these. */
const SHORT_HEADERS = Array.from({ length: 126 }, (_, length) => frameHeader(FIN_RSV1_TEXT, length));

const compressedTextHeader = (length: number): Buffer =>
  length < 126 ? SHORT_HEADERS[length]! : frameHeader(FIN_RSV1_TEXT, length);

type SendOptions = Parameters<WebSocket['send']>[1];
const PLAIN_TEXT = { binary: false, compress: false } as const;
type SendCallback = (error?: Error) => void;

/** The WebSocket class of the server (`WebSocket` option of ws's server). */
export class LiveSocket extends WebSocket {
  /** Set when the client accepted permessage-deflate on our terms. */
  private deflate: SocketDeflate | null = null;

  /** Called by ws's server once the upgrade is answered, before any frame is read. */
  setSocket(socket: Duplex, head: Buffer, options: object): void {
    const extension = this.internals._extensions['permessage-deflate'];
    const windowBits = extension ? windowBitsOf(extension.params) : null;
    if (extension?.params.client_no_context_takeover && windowBits !== null) {
      extension.decompress = inflateEachMessage;
      this.deflate = new SocketDeflate(windowBits, !extension.params.server_no_context_takeover, budget);
    }
    (WebSocket.prototype as unknown as { setSocket: LiveSocket['setSocket'] }).setSocket.call(
      this,
      socket,
      head,
      options,
    );
  }

  /** tRPC's messages: compressed on their own when long, else sent as they are. */
  override send(data: unknown, options?: SendOptions | SendCallback, cb?: SendCallback): void {
    if (typeof options === 'function') {
      this.send(data, undefined, options);
      return;
    }
    if (data instanceof ComposedText) {
      this.sendComposed(data, cb);
      return;
    }
    const payload =
      this.deflate && typeof data === 'string' && options === undefined && this.direct()
        ? this.deflate.text(data)
        : null;
    if (payload) this.sendCompressed(payload, cb);
    else super.send(data as string, { ...options, compress: false }, cb);
  }

  /**
   * A frame shared by many sockets (a changed game): compressed against what this socket already has, or
   * for a socket that does not compress, its ready-made frame written as it is (one buffer for them all).
   */
  sendShared(frame: SharedFrame): void {
    if (!this.direct()) super.send(frame.bytes, PLAIN_TEXT);
    else if (!this.deflate) this.internals._socket.write(frame.framed);
    else {
      const payload = this.deflate.frame(frame);
      if (payload) this.sendCompressed(payload);
      else super.send(frame.bytes, PLAIN_TEXT);
    }
  }

  /**
   * A message with a shared part (a signed-out snapshot): its head and tail are this socket's, the shared
   * part is written as the one buffer all sockets get, or compressed once for all of them (SocketDeflate).
   */
  private sendComposed(text: ComposedText, cb?: SendCallback): void {
    if (!this.direct()) {
      super.send(text.toString(), { compress: false }, cb);
      return;
    }
    const head = Buffer.from(text.head);
    const tail = Buffer.from(text.tail);
    const parts = this.deflate?.composed(head, text.shared, tail);
    const length = parts
      ? parts.reduce((sum, part) => sum + part.length, 0)
      : head.length + text.shared.bytes.length + tail.length;
    const socket = this.internals._socket;
    socket.cork();
    socket.write(parts ? compressedTextHeader(length) : frameHeader(FIN_TEXT, length));
    for (const part of parts ?? [head, text.shared.bytes, tail]) socket.write(part);
    socket.uncork();
    if (cb) process.nextTick(cb);
  }

  private get internals(): WsInternals {
    return this as unknown as WsInternals;
  }

  /**
   * Open, with nothing queued in ws's sender, so a frame written now is the next on the wire (ws queues
   * only behind a message it is compressing, which this class never asks it to do).
   */
  private direct(): boolean {
    return this.readyState === WebSocket.OPEN && this.internals._sender._state === 0;
  }

  private sendCompressed(payload: Buffer, cb?: SendCallback): void {
    this.internals._sender.sendFrame([compressedTextHeader(payload.length), payload], cb);
  }
}
